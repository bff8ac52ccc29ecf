const { createJestConfig } = require('@rahi/tooling/jest');

const config = createJestConfig();
// The browser's ES module of csv-stringify (the reports' CSV); jest runs its CommonJS twin.
config.moduleNameMapper = {
  ...config.moduleNameMapper,
  '^csv-stringify/browser/esm/sync$': require.resolve('csv-stringify/sync'),
};
module.exports = config;
