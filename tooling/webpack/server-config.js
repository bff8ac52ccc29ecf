const { muiFileAliases, reactRouterProductionAlias } = require('./shared-dependencies');

/**
 * How an app's server container (server-container.js) compiles its sources. Production even for a development build: MUI names its classes differently in
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

module.exports = { serverCompilation };
