// The one webpack + Module Federation factory every Rahi app calls. An app's own webpack.config.js
// names itself, what it exposes and its dev port; everything else (TypeScript through swc, hashed
// chunk names, precompressed assets, the manifest, the shared singletons) is decided here once.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { BannerPlugin, Compilation } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { fontCopyPattern, fontFile } = require('./font');
const { muiFileAliases, reactRouterProductionAlias, sharedDependencies } = require('./shared-dependencies');
const { bootChunkFiles, FederationChunksPlugin, statsOf } = require('./startup-report');

/** V8's magic comment: compile every function of this file eagerly, with the script. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const swcOptions = (isDev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: isDev } },
    target: 'es2022',
  },
});

/**
 * @param {object} app
 * @param {string} app.dir            the app's folder (pass __dirname)
 * @param {string} app.name           federation name, identifier-safe: 'shell', 'mf_search', …
 * @param {number} app.port           dev-server port
 * @param {Record<string,string>} [app.exposes]  remotes only: what the app offers the shell
 * @param {Record<string,string[]>} [app.startupSiblings]  remotes only: other modules (another remote's, or its
 *   own) an exposed module loads or is drawn beside as soon as it renders ({ './HotelPage': ['mf_search/SearchBox'] }), named in federation-chunks.json
 * @param {object} [app.html]         html-webpack-plugin options (template, title, …)
 * @param {Array} [app.copy]          copy-webpack-plugin patterns (the Vazirmatn font is always copied)
 * @param {string} [app.publicPath]   the host serves from '/', remotes use 'auto'
 * @param {string[]} [app.runtimePlugins]  federation runtime plugins (files)
 * @param {object} [app.devServer]    extra dev-server options
 */
function createAppConfig(app) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    const isRemote = Boolean(app.exposes);
    const chunkName = isDev ? '[name].js' : 'static/js/[name].[contenthash:10].js';
    return {
      mode,
      context: app.dir,
      target: 'web',
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: app.publicPath ?? 'auto',
        // Entry files cannot carry a content hash with federation; they are served with no-cache.
        filename: '[name].js',
        chunkFilename: chunkName,
        assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { ...muiFileAliases(), ...(isDev ? {} : reactRouterProductionAlias()) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(isDev) },
          },
          { test: /\.(woff2|png|svg|webp)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        // swc's minifier instead of webpack's default terser: the same gzip size (mf-hotel 427.6 against 428.1
        // KiB of script) in under half the build time (7 s against 16 s), which CI spends seven times.
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Async chunks are split as webpack's default does, except a `deferred-…` one (an import() made after the
        // page has started: startup-report.js), which comes whole in one file with its libraries.
        splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !chunk.name?.startsWith('deferred-') },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: app.exposes,
          shared: sharedDependencies,
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          runtimePlugins: [
            ...(app.runtimePlugins ?? []),
            ...(isDev || isRemote ? [] : [path.join(__dirname, 'provide-runtime-core.mjs')]),
          ],
          dts: false,
          dev: false,
          // One federation runtime per page: in production the shell provides @module-federation/runtime-core
          // on a global and each remote's remoteEntry.js uses it instead of carrying its own copy (about
          // 15 KiB gzip, and its evaluation, less per remote). A remote in development runs alone, as its own
          // host, so it keeps its runtime there.
          experiments: !isDev && isRemote ? { externalRuntime: true } : undefined,
        }),
        new HtmlWebpackPlugin({
          template: app.html?.template ?? path.join(__dirname, 'standalone.html'),
          title: app.html?.title ?? app.name,
          scriptLoading: 'defer',
          hash: true,
          ...app.html,
          // bootChunks: the files of bootChunkFiles() for the app's start-up imports (a host's index.html names them).
          templateParameters: (compilation, assets, assetTags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags: assetTags, files: assets, options },
            fontFile,
            bootChunks: isDev ? [] : bootChunkFiles(statsOf(compilation)),
          }),
        }),
        new CopyPlugin({ patterns: [fontCopyPattern, ...(app.copy ?? [])] }),
        ...(isDev
          ? []
          : [
              new FederationChunksPlugin(app.startupSiblings),
              // V8's explicit compile hint (Chrome 136+) on the files every page runs whole at start-up: their
              // functions compile with the script, on the thread that streams it, not one by one on the main
              // thread as each module first runs. After minification (which would drop the comment), before
              // the source map is written (which then counts the line). The gateway's joined start-up chunks
              // carry it too (gateway/src/assets/startup-bundle.ts; docs/adr/0024).
              new BannerPlugin({
                banner: COMPILE_HINT,
                raw: true,
                include: /^(main|remoteEntry)\.js$/,
                stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]),
      ],
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...app.devServer,
      },
      stats: 'errors-warnings',
    };
  };
}

const { compileServerContainer, createServerContainerConfig } = require('./server-container');

module.exports = {
  createAppConfig,
  compileServerContainer,
  createServerContainerConfig,
  sharedDependencies,
};
