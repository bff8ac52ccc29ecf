const { createJestConfig } = require('@rahi/tooling/jest');

module.exports = { ...createJestConfig({ environment: 'node' }), testTimeout: 30_000 };
