import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CalendarWidget } from '../components/CalendarWidget';

afterEach(() => vi.useRealTimers());

// The web suite runs in America/New_York (root vitest.config.ts): the widget still shows the clock and day in Poland.

describe('calendar widget', () => {
  test('runs where the local clock is not the one in Poland', () => {
    expect(new Date('2026-11-22T08:05:58Z').getHours()).toBe(3);
  });

  test("shows the time to the second, refreshed every second, the date and today's name days", () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:05:58Z') });
    render(<CalendarWidget />);
    expect(screen.getByText('09:05:58')).toBeInTheDocument();
    expect(screen.getByText('niedziela, 22 listopada 2026')).toBeInTheDocument();
    expect(screen.getByText('Cecylia, Wszemił, Marek')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('09:05:59')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('09:06:00')).toBeInTheDocument();
  });

  test('turns to the next day and its name days at midnight, 29 February included', () => {
    vi.useFakeTimers({ now: new Date('2028-02-28T22:59:59Z') });
    render(<CalendarWidget />);
    expect(screen.getByText('Roman, Ludomir, Lucjan')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('00:00:00')).toBeInTheDocument();
    expect(screen.getByText('Roman, Oswald, Lutosław')).toBeInTheDocument();
  });
});
