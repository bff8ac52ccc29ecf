// The Jalali calendar: conversion, names, month grids, the picker's selection rules, parsing and formatting.
export * from './calendar-names';
export * from './calendar-shortcuts';
export * from './calendar-system';
export * from './date-rules';
export * from './format-calendar-date';
export * from './jalali-conversion';
export * from './month-grid';
export * from './official-holidays';
export * from './parse-calendar-date';
export * from './range-selection';
export * from './time-of-day';
