const { createJestConfig } = require('@rahi/tooling/jest');

module.exports = {
  ...createJestConfig({ environment: 'node' }),
  // One migrated PGlite cluster that every test database starts from (src/db/test-database.ts).
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
  testTimeout: 30_000,
  // On PostgreSQL (TEST_DATABASE_URL) the test files share one database, so they run one at a time.
  ...(process.env.TEST_DATABASE_URL && { maxWorkers: 1 }),
  // otplib's default plugins load @scure/base and @noble/hashes, and sanitize-html loads htmlparser2 12 and its
  // dom* and entities packages, published as ES modules only: swc makes them CommonJS for jest (Node itself loads
  // them with require()).
  transformIgnorePatterns: [
    '/node_modules/(?!(@scure|@noble|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
  ],
};
