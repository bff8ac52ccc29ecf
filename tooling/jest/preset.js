// The jest preset every package extends: TypeScript and JSX through swc, jsdom for browser code,
// Testing Library's matchers, and the workspace's shared contracts read from source.
const path = require('node:path');

const contracts = path.resolve(__dirname, '../../shared-contracts/src');

/** @param {{ environment?: 'jsdom' | 'node' }} [options] */
function createJestConfig(options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    testEnvironment: environment,
    // `npm test` runs three of turbo's tasks (tests, type-checks, builds) at once on two cores. A component test
    // that types into MUI fields takes 2-5 s alone; with ten tasks at once it was measured 11 times slower (a 3.9 s
    // test past 45 s in CI), with three about 2.5 times. That is load, not a failure: jsdom tests get 120 s.
    testTimeout: environment === 'jsdom' ? 120_000 : 45_000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@rahi/shared-contracts$': path.join(contracts, 'index.ts'),
      '^@rahi/shared-contracts/testing$': path.join(contracts, 'testing', 'index.ts'),
      '^@rahi/shared-contracts/api$': path.join(contracts, 'api', 'index.ts'),
      '^@rahi/shared-contracts/staff$': path.join(contracts, 'staff', 'index.ts'),
      '\\.(woff2|png|svg|webp)$': path.join(__dirname, 'file-stub.js'),
    },
    setupFiles: [path.join(__dirname, 'setup-globals.js')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.js')] : [],
  };
}

module.exports = { createJestConfig };
