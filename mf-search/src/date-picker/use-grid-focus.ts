// Which months are on screen and which day holds the keyboard focus (roving tabindex). Moving the focus past
// the shown months turns the page; focus never leaves [min, max].
import {
  addMonths,
  type CalendarLocale,
  type CalendarMonth,
  type DateConstraints,
  effectiveBounds,
  monthOf,
  monthSpan,
} from '@rahi/shared-contracts';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { dayForKey } from './grid-keys';

const monthIndex = (month: CalendarMonth) => month.year * 12 + month.month - 1;

function clamp(date: string, constraints: DateConstraints): string {
  const { min, max } = effectiveBounds(constraints);
  return date < min ? min : date > max ? max : date;
}

export interface GridFocusOptions extends DateConstraints {
  locale: CalendarLocale;
  /** Months shown side by side. */
  count: number;
  /** The day to show first: the selection's start, else today. */
  anchor: string;
  rootRef: RefObject<HTMLElement | null>;
}

export function useGridFocus({ locale, count, anchor, rootRef, ...constraints }: GridFocusOptions) {
  const start = clamp(anchor, constraints);
  const [focused, setFocused] = useState(start);
  const [visible, setVisible] = useState<CalendarMonth>(() => monthOf(start, locale) as CalendarMonth);
  const moveFocus = useRef(false);

  const isShown = (date: string) => {
    const month = monthOf(date, locale);
    if (!month) return false;
    const offset = monthIndex(month) - monthIndex(visible);
    return offset >= 0 && offset < count;
  };

  /** Shows the month of `date` (turning as few pages as needed) and makes it the focused day. */
  const reveal = (date: string, focus: boolean) => {
    const target = clamp(date, constraints);
    const month = monthOf(target, locale);
    if (!month) return;
    setFocused(target);
    if (monthIndex(month) < monthIndex(visible)) setVisible(month);
    else if (monthIndex(month) >= monthIndex(visible) + count) setVisible(addMonths(month, 1 - count));
    moveFocus.current = focus;
  };

  // After a keyboard move, put the browser's focus on the new day once it is rendered.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    rootRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  });

  /** The arrows: one month on, keeping the focused day on the new page so Tab still lands in the grid. */
  const turnPage = (direction: 1 | -1) => {
    setVisible(addMonths(visible, direction));
    const day = dayForKey(focused, { key: direction === 1 ? 'PageDown' : 'PageUp' }, locale);
    if (day) setFocused(clamp(day, constraints));
  };

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    const next = dayForKey(date, event, locale);
    if (!next) return;
    event.preventDefault();
    reveal(next, true);
  };

  const firstShown = monthSpan(visible, locale)?.first;
  const tabbableDate = isShown(focused) ? focused : firstShown ? clamp(firstShown, constraints) : null;
  return { visible, focused, tabbableDate, isShown, reveal, turnPage, onKeyDown };
}
