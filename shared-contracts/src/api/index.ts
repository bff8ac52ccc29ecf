// '@rahi/shared-contracts/api': the zod schemas of every API payload, for the servers to validate and the
// pages to parse. A separate entry so zod stays off the main entry that every page loads.
export * from '../hotels/hotel-terms';
export * from './auth';
export * from './bookings';
export * from './cities';
export * from './city-hotels';
export * from './city-hotels-query';
export * from './common';
export * from './content';
export * from './destinations';
export * from './envelope';
export * from './forms';
export * from './guest-form';
export * from './handle-api';
export * from './header-footer';
export * from './hotel-details';
export * from './identity';
export * from './passengers';
export * from './profile';
export * from './profile-bookings';
export * from './query-params';
export * from './questionnaire';
export * from './reservation';
export * from './review-submit';
export * from './reviews';
export * from './rooms';
export * from './tickets';
