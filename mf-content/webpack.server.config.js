// mf-content's server builds: dist/server/ (render() and loadData() for the gateway's server renderer today) and
// dist/server-container/ (the pages as a Module Federation container, for the gateway's one-tree render: ADR 0037).
const { createServerConfig, createServerContainerConfig } = require('@rahi/tooling/webpack');
const { exposes } = require('./webpack.config');

module.exports = [
  createServerConfig({
    dir: __dirname,
    name: 'mf_content',
    entry: './src/server/index.ts',
    fileName: 'content-pages',
  }),
  createServerContainerConfig({
    dir: __dirname,
    name: 'mf_content',
    exposes: { ...exposes, './server': './src/server/container.tsx' },
  }),
];
