import { render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { backend } from '../../testing/backend';
import { recordBusiness, useBusinessStart } from '../tracking';

function CaseFlow({ shown = true }: { shown?: boolean }) {
  useBusinessStart('case', shown);
  return null;
}

const START = new Date('2026-11-22T10:00:00.000Z');

afterEach(() => vi.useRealTimers());

describe('business records (001 §7 POST /ms-lds/business/{id})', () => {
  test('a run is measured from its dialog being shown; failures keep the start, a success ends the run', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    render(<CaseFlow />);
    vi.setSystemTime(START.getTime() + 4_000);
    recordBusiness('case', false);
    vi.setSystemTime(START.getTime() + 9_500);
    recordBusiness('case', true);
    await vi.waitFor(() => expect(backend.businessRecords).toHaveLength(2));
    expect(backend.businessRecords).toEqual([
      { process: 'case', record: { startDate: START.toISOString(), duration: 4_000, success: false } },
      { process: 'case', record: { startDate: START.toISOString(), duration: 9_500, success: true } },
    ]);

    // A record without a shown dialog (the run has ended) starts and ends at once.
    vi.setSystemTime(START.getTime() + 20_000);
    recordBusiness('case', true);
    await vi.waitFor(() => expect(backend.businessRecords).toHaveLength(3));
    expect(backend.businessRecords[2]!.record).toMatchObject({ startDate: new Date(START.getTime() + 20_000).toISOString(), duration: 0 });
  });

  test('a dialog kept mounted but closed starts no run', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const { rerender } = render(<CaseFlow shown={false} />);
    vi.setSystemTime(START.getTime() + 60_000);
    rerender(<CaseFlow shown />);
    vi.setSystemTime(START.getTime() + 61_000);
    recordBusiness('case', true);
    await vi.waitFor(() => expect(backend.businessRecords).toHaveLength(1));
    expect(backend.businessRecords[0]!.record).toMatchObject({ duration: 1_000, success: true });
  });
});
