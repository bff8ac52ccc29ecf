// The picker's words in each locale. Persian comes from the one catalogue; English is for the en locale only.
import { type CalendarLocale, DATE_PICKER_LABELS } from '@rahi/shared-contracts';

export type PickerText = Record<keyof typeof DATE_PICKER_LABELS, string>;

const ENGLISH: PickerText = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  submit: 'Confirm',
  hour: 'Hour',
  minute: 'Minute',
  increase: 'Increase',
  decrease: 'Decrease',
  startTime: 'Start time',
  endTime: 'End time',
  shortcuts: 'Shortcuts',
  tonight: 'Tonight',
  weekend: 'Weekend',
  nowruz: 'Nowruz',
  tomorrow: 'Tomorrow',
  dayAfterTomorrow: 'In two days',
  nights: 'nights',
  chooseDates: 'Choose dates',
  close: 'Close',
  unavailable: 'The calendar did not load. Please reload the page.',
};

/** The picker's labels for a locale. */
export const pickerText = (locale: CalendarLocale): PickerText =>
  locale === 'fa' ? DATE_PICKER_LABELS : ENGLISH;
