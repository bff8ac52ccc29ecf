const { createJestConfig } = require('@rahi/tooling/jest');

module.exports = createJestConfig();
