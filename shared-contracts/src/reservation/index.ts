// The reservation data saved before checkout (spec §3) and the address of the page that takes it on.
export * from './build-reservation-data';
