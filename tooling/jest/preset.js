// The jest preset every package extends: TypeScript and JSX through swc, jsdom for browser code,
// Testing Library's matchers, and the workspace's shared contracts read from source.
const path = require('node:path');

const contracts = path.resolve(__dirname, '../../shared-contracts/src');

/** @param {{ environment?: 'jsdom' | 'node' }} [options] */
function createJestConfig(options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    testEnvironment: environment,
    // turbo runs every package's tests at once on two cores; a component test that types into fields
    // can take several seconds then, which is load, not a failure.
    testTimeout: 45_000,
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
      '\\.(woff2|png|svg|webp)$': path.join(__dirname, 'file-stub.js'),
    },
    setupFiles: [path.join(__dirname, 'setup-globals.js')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.js')] : [],
  };
}

module.exports = { createJestConfig };
