// The webpack factory for a Node build of one module run at another build's time (the shell's chrome styles,
// shell/src/server/chrome-styles.tsx, drawn into its index.html): one CommonJS file with everything bundled
// (React, react-dom/server, MUI, emotion, router), so it draws with exactly the library versions of the browser
// build beside it. Its name carries a content hash and mf-server-manifest.json names it.
const crypto = require('node:crypto');
const path = require('node:path');
const webpack = require('webpack');
const { muiFileAliases, reactRouterProductionAlias } = require('./shared-dependencies');

const MANIFEST = 'mf-server-manifest.json';

/** Writes mf-server-manifest.json: { name, entry, sha256 }, `entry` relative to the manifest, `sha256` its hex digest. */
class ServerManifestPlugin {
  constructor(name) {
    this.name = name;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const [chunk] = [...compilation.chunks].filter((c) => c.canBeInitial());
          const entry = chunk && [...chunk.files].find((file) => file.endsWith('.js'));
          if (!entry) throw new Error('the server build produced no entry file');
          const sha256 = crypto
            .createHash('sha256')
            .update(compilation.getAsset(entry).source.buffer())
            .digest('hex');
          const manifest = { name: this.name, entry, sha256 };
          compilation.emitAsset(
            MANIFEST,
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir      the app's folder (pass __dirname)
 * @param {string} app.name     federation name of the remote: 'mf_hotel'
 * @param {string} app.entry    the server entry, relative to dir: './src/server/index.ts'
 * @param {string} app.fileName the bundle's base name: 'chrome-styles' → <outDir>/chrome-styles.server.<hash>.js
 * @param {string} [app.outputDir] where the bundle and its manifest go instead of dist/server (the shell's build-time
 *   render of its own styles keeps its bundle out of what is served)
 */
function createServerConfig(app) {
  return () => ({
    ...serverCompilation(app.dir),
    name: `${app.name}-server`,
    target: 'node20',
    entry: { [app.fileName]: app.entry },
    output: {
      path: app.outputDir ?? path.join(app.dir, 'dist', 'server'),
      filename: '[name].server.[contenthash:10].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    plugins: [
      // One file: the gateway downloads and loads a single module per version.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ServerManifestPlugin(app.name),
    ],
  });
}

/**
 * How any server build of an app compiles its sources: a server bundle, or a server container
 * (server-container.js). Production even for a development build: MUI names its classes differently in
 * development, and the browser build the server's markup is hydrated by is a production build.
 * @param {string} dir the app's folder
 */
function serverCompilation(dir) {
  return {
    mode: 'production',
    context: dir,
    devtool: false,
    // The same React Router build as the production browser build the markup is hydrated by.
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { ...muiFileAliases(), ...reactRouterProductionAlias() },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
        // Pictures are URLs in the browser build; the server only needs the same names.
        { test: /\.(woff2|png|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Readable stack traces in the gateway's log matter more than a smaller file no browser downloads.
    optimization: { minimize: false, moduleIds: 'deterministic', nodeEnv: 'production' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig, serverCompilation, SERVER_MANIFEST: MANIFEST };
