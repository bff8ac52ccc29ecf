const { createJestConfig } = require('@rahi/tooling/jest');
const bookingApi = require('../booking-api/jest.config');

module.exports = {
  ...createJestConfig({ environment: 'node' }),
  // Tests that run booking-api's app load its ES-module-only dependencies (otplib's plugins, sanitize-html's parser):
  // the same packages are compiled for jest as in booking-api/jest.config.js.
  transformIgnorePatterns: bookingApi.transformIgnorePatterns,
};
