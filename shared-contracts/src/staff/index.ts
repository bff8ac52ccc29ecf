// '@rahi/shared-contracts/staff': the back office's roles, messages and report periods, for booking-api and
// mf-backoffice. A separate entry so they stay off the main entry, which every traveller's page loads whole (a
// shared module is not tree-shaken): about 4 KiB gzip no traveller needs.
export * from '../messages/staff-code-messages';
export * from '../messages/staff-content-messages';
export * from '../messages/staff-desk-messages';
export * from '../messages/staff-messages';
export * from '../messages/staff-photo-messages';
export * from '../messages/staff-rates-messages';
export * from '../messages/staff-reports-messages';
export * from '../reports/sales-periods';
export * from './roles';
