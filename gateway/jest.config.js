const { createJestConfig } = require('@rahi/tooling/jest');

module.exports = {
  ...createJestConfig({ environment: 'node' }),
  // Tests that run booking-api's app load otplib, whose plugins are ES modules only (see booking-api/jest.config.js).
  transformIgnorePatterns: ['/node_modules/(?!(@scure|@noble)/)'],
};
