// '@rahi/shared-contracts/staff': the back office's roles, messages and report periods, for booking-api and
// mf-backoffice. A separate entry so no traveller's page can reach them through the main entry
// (root-entry.test.ts); while the main entry was shared whole, they were 4.3 KiB gzip on every page.
export * from '../messages/staff-code-messages';
export * from '../messages/staff-content-messages';
export * from '../messages/staff-desk-messages';
export * from '../messages/staff-messages';
export * from '../messages/staff-photo-messages';
export * from '../messages/staff-rates-messages';
export * from '../messages/staff-reports-messages';
export * from '../reports/sales-periods';
export * from './roles';
