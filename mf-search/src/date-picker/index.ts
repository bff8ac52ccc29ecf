// The Jalali date picker's public surface: what mf-search's own search box and other remotes (through the
// exposed './DatePicker') use.
export { JalaliDatePicker, type JalaliDatePickerProps } from './JalaliDatePicker';
export type { PickerValue, RangeValue } from './picker-value';
export { StayDatesField, type StayDatesFieldProps } from './StayDatesField';
