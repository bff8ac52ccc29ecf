// The reservation data saved before checkout (product §3) and the address of the page that takes it on.
export * from './build-reservation-data';
