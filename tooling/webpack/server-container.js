// The webpack factory for a remote's server container (ADR 0037): the remote's exposed modules built for Node as a
// Module Federation container (target async-node, library commonjs-module), sharing the same singletons as its
// browser build (shared-dependencies.js). A host in Node (the gateway, through @module-federation/runtime) loads
// its remoteEntry.js and chunks over HTTP from where the registry points and gives it the host's React, emotion and
// MUI, so a page and the layout around it render as one React tree with one emotion cache.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const { serverCompilation } = require('./server-config');
const { sharedDependencies } = require('./shared-dependencies');

/**
 * @param {object} app
 * @param {string} app.dir      the app's folder (pass __dirname)
 * @param {string} app.name     federation name of the remote: 'mf_content'
 * @param {Record<string, string>} app.exposes the modules the gateway asks for: a remote's './server', the shell's './ServerApp'
 * @param {string} [app.outputDir] where the container goes instead of dist/server-container
 */
function createServerContainerConfig(app) {
  return () => {
    return {
      // The loaders, aliases and production mode of server-config.js.
      ...serverCompilation(app.dir),
      name: `${app.name}-server-container`,
      target: 'async-node',
      entry: {},
      output: {
        path: app.outputDir ?? path.join(app.dir, 'dist', 'server-container'),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        publicPath: 'auto',
        uniqueName: app.name,
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          library: { type: 'commonjs-module', name: app.name },
          remoteType: 'script',
          exposes: app.exposes,
          shared: sharedDependencies,
          // The container's own chunks load over HTTP from where its remoteEntry.js came (the async-node target
          // alone would read them from the gateway's disk).
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          manifest: false,
          dts: false,
        }),
      ],
    };
  };
}

/**
 * Builds a container with webpack's Node API, for the code that needs one built on the spot (its test, the bench).
 * @param {import('webpack').Configuration} config what createServerContainerConfig(app)() gives
 * @returns {Promise<void>} rejected with webpack's errors when the build fails
 */
function compileServerContainer(config) {
  return new Promise((resolve, reject) =>
    webpack({ ...config, stats: 'none' }, (error, stats) =>
      error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve(),
    ),
  );
}

module.exports = { compileServerContainer, createServerContainerConfig };
