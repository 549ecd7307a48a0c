import '@mantine/core/styles/Popover.css';
import { ActionIcon, Popover } from '@mantine/core';
import { addDays, addMonths, isIsoDate, isoDateInPoland } from '@panel/domain';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import classes from './DateCalendar.module.css';
import { formatDayName, formatMonthTitle, monthWeeks, weekdays } from './month-grid';
import { IconChevronLeft, IconChevronRight } from './icons';

interface DateCalendarProps {
  /** The field's value: its month opens, else the Warsaw month of today. */
  value: string;
  min?: string;
  max?: string;
  /** The calendar button, which opens and closes the calendar itself. */
  toggle: RefObject<HTMLButtonElement | null>;
  onPick: (isoDate: string) => void;
  /** Closes the calendar; `returnFocus` puts the focus back in the field. */
  onClose: (returnFocus: boolean) => void;
}

/** Mantine's modal closes on any Escape unless the focused element says it handles Escape itself. */
const ownEscape = { 'data-mantine-stop-propagation': 'true' };

const keyMoves: Record<string, (day: string, shift: boolean) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, -weekdayIndex(day)),
  End: (day) => addDays(day, 6 - weekdayIndex(day)),
  PageUp: (day, shift) => addMonths(day, shift ? -12 : -1),
  PageDown: (day, shift) => addMonths(day, shift ? 12 : 1),
};

/** 0 for Monday … 6 for Sunday. */
function weekdayIndex(isoDate: string): number {
  return (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The month grid of a date field in a popover under it: weeks from Monday, Polish names, today (the Warsaw day) and
 * the chosen day marked, days outside min/max refused. Arrows move by a day or a week, Page Up/Down by a month, Home
 * and End to the week's ends; Tab cycles within; Escape closes and returns to the field.
 */
export function DateCalendar({ value, min, max, toggle, onPick, onClose }: DateCalendarProps) {
  const today = isoDateInPoland(new Date());
  const [focused, setFocused] = useState(() => (isIsoDate(value) ? value : today));
  const titleId = useId();
  const dropdown = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const focusDay = (options?: FocusOptions) => grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus(options);
  // The grid appears once the popover is positioned in its portal: its day takes the focus then, once.
  const attachGrid = useCallback((node: HTMLTableElement | null) => {
    if (node && !grid.current) node.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus({ preventScroll: true });
    grid.current = node;
  }, []);
  const outside = (day: string) => (min !== undefined && day < min) || (max !== undefined && day > max);
  const monthStart = `${focused.slice(0, 7)}-01`;
  const monthEnd = addDays(addMonths(monthStart, 1), -1);

  const closeAway = useEffectEvent((event: PointerEvent) => {
    const target = event.target as Node;
    if (!dropdown.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
  });
  useEffect(() => {
    const away = (event: PointerEvent) => closeAway(event);
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, []);

  const onGridKey = (event: KeyboardEvent) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    flushSync(() => setFocused(move(focused, event.shiftKey)));
    focusDay();
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') {
      // A trap of its own: the panel's dialogs trap Tab too, and a calendar laid over them is not inside them.
      event.preventDefault();
      const stops = [...dropdown.current!.querySelectorAll<HTMLButtonElement>('button:not(:disabled):not([tabindex="-1"])')];
      const index = stops.indexOf(document.activeElement as HTMLButtonElement);
      stops[(index + (event.shiftKey ? -1 : 1) + stops.length) % stops.length]?.focus();
    }
  };

  // Never hidden when its field scrolls away (hideDetached): the focus is inside it until it closes.
  return (
    <Popover opened position="bottom-end" shadow="md" closeOnEscape={false} closeOnClickOutside={false} withRoles={false} hideDetached={false}>
      <Popover.Target>
        <div className={classes.anchor} />
      </Popover.Target>
      <Popover.Dropdown ref={dropdown} role="dialog" aria-label="Kalendarz" className={classes.dropdown} onKeyDown={onKey}>
        <div className={classes.header}>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            aria-label="Poprzedni miesiąc"
            disabled={min !== undefined && monthStart <= min}
            onClick={() => setFocused(addMonths(focused, -1))}
            {...ownEscape}
          >
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <div id={titleId} className={classes.title} aria-live="polite">
            {formatMonthTitle(focused)}
          </div>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            aria-label="Następny miesiąc"
            disabled={max !== undefined && monthEnd >= max}
            onClick={() => setFocused(addMonths(focused, 1))}
            {...ownEscape}
          >
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </div>
        <table ref={attachGrid} role="grid" aria-labelledby={titleId} className={classes.grid} onKeyDown={onGridKey}>
          <thead>
            <tr>
              {weekdays.map((weekday) => (
                <th key={weekday.long} role="columnheader" scope="col" abbr={weekday.long} className={classes.weekday}>
                  {weekday.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(focused).map((week) => (
              <tr key={week.find((day) => day !== null)}>
                {week.map((day, index) =>
                  day === null ? (
                    <td key={index} />
                  ) : (
                    <td key={day} aria-selected={day === value}>
                      <button
                        type="button"
                        className={classes.day}
                        tabIndex={day === focused ? 0 : -1}
                        aria-label={formatDayName(day)}
                        aria-current={day === today ? 'date' : undefined}
                        aria-disabled={outside(day) || undefined}
                        data-selected={day === value || undefined}
                        onClick={() => (outside(day) ? setFocused(day) : onPick(day))}
                        {...ownEscape}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Popover.Dropdown>
    </Popover>
  );
}
