const { createJestConfig } = require('./jest/preset');

module.exports = { ...createJestConfig(), testMatch: ['<rootDir>/providers/**/*.test.ts?(x)'] };
