const path = require('node:path');
const { createAppConfig, createServerContainerConfig } = require('@rahi/tooling/webpack');

const isDevelopment = (argv = {}) => argv.mode === 'development';

const app = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  publicPath: '/',
  runtimePlugins: [
    path.join(__dirname, 'src/federation/resilience-plugin.ts'),
    path.join(__dirname, 'src/federation/startup-chunks-plugin.ts'),
  ],
  // index.html starts main.js through static/js/paint-first.js, after the first paint (see that file).
  html: {
    template: path.join(__dirname, 'public/index.html'),
    inject: false,
  },
  copy: [{ from: 'public/paint-first.js', to: 'static/js/paint-first.js' }],
  devServer: {
    // In development the gateway (npm start) serves the registry and the remotes' builds.
    proxy: [
      {
        context: ['/mf-registry.json', '/app-config.json', '/remotes', '/handle-api', '/api'],
        target: 'http://localhost:8080',
      },
    ],
  },
});

/**
 * /build-manifest.json: this build's compilation hash, which main.js knows as __webpack_hash__. An open page reads
 * the file every hour and takes a different hash for a newer shell (src/stale-build/build-watch.ts).
 */
class BuildManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const manifest = JSON.stringify({ build: compilation.hash });
          compilation.emitAsset('build-manifest.json', new sources.RawSource(`${manifest}\n`));
        },
      );
    });
  }
}

const shell = (env, argv) => {
  const config = app(env, argv);
  return {
    ...config,
    name: 'shell',
    plugins: [...config.plugins, new BuildManifestPlugin()],
  };
};

/**
 * The push service worker, /firebase-messaging-sw.js at the root of dist: its own build (no federation, no
 * chunks), firebase bundled in so it loads nothing from the internet. Runs after the app's build, which cleans dist.
 */
const serviceWorker = (_env, argv = {}) => ({
  name: 'service-worker',
  dependencies: ['shell'],
  mode: argv.mode === 'development' ? 'development' : 'production',
  context: __dirname,
  target: 'webworker',
  devtool: false,
  entry: { 'firebase-messaging-sw': './src/push/firebase-messaging-sw.ts' },
  output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
  resolve: { extensions: ['.ts', '.js', '.mjs'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        },
      },
    ],
  },
  optimization: { splitChunks: false, runtimeChunk: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});

/**
 * dist/server-container/: the shell's app as a Module Federation container for the gateway's one-tree render
 * (ADR 0037), './ServerApp' drawing a route's page inside the layout. After the app's build, which cleans dist.
 */
const serverContainer = (env, argv) => ({
  ...createServerContainerConfig({
    dir: __dirname,
    name: 'shell',
    exposes: { './ServerApp': './src/server/ServerApp.tsx' },
  })(env, argv),
  dependencies: ['shell'],
});

module.exports = (env, argv) => [
  shell(env, argv),
  serviceWorker(env, argv),
  ...(isDevelopment(argv) ? [] : [serverContainer(env, argv)]),
];
