const { createJestConfig } = require('@rahi/tooling/jest');

module.exports = {
  ...createJestConfig({ environment: 'node' }),
  // One migrated PGlite cluster that every test database starts from (src/db/test-database.ts).
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  testTimeout: 30_000,
};
