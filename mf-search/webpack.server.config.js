// mf-search's server builds: dist/server/ (render() and loadData() for the gateway's server renderer) and
// dist/server-container/ (its pages as a Module Federation container, for the gateway's one-tree render: ADR 0037).
const { createServerConfig, createServerContainerConfig } = require('@rahi/tooling/webpack');
const { exposes } = require('./webpack.config');

module.exports = [
  createServerConfig({
    dir: __dirname,
    name: 'mf_search',
    entry: './src/server/index.ts',
    fileName: 'search-pages',
  }),
  createServerContainerConfig({
    dir: __dirname,
    name: 'mf_search',
    exposes: { ...exposes, './server': './src/server/container.tsx' },
  }),
];
