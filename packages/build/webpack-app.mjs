// One webpack configuration for the shell (the module federation host) and the five remotes,
// so that every app shares the same singletons, loaders and caching rules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { ChunkOriginsPlugin } from './chunk-origins-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import stripActionSchemasLoader from './strip-action-schemas-loader.cjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The runtime core's ES module, the one webpack's federation runtime imports, for
// provide-runtime-core-plugin.mjs.
// Loaders come from this package's own dependencies, whichever app's folder the build runs from.
/** @param {string} name */
const loader = (name) => createRequire(import.meta.url).resolve(name);
const RUNTIME_CORE = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack'))
  .resolve('@module-federation/runtime-tools/runtime-core')
  .replace(/\.cjs$/, '.js');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  // One react-final-form, so a remote's <Form> and the kit's fields share one form context.
  'final-form',
  'react-final-form',
];
// Workspace packages shared as singletons: one api slice (one store) and one UI kit (one alert
// stack, and the one copy of Chakra UI, tree-shaken to the components the kit re-exports). The
// contract is not shared: each app bundles the copy it was built with, so a remote with new
// actions is redeployed without rebuilding the shell (docs/decisions/shell.md).
const WORKSPACE_SINGLETONS = ['@dss/api', '@dss/ui'];
// Subpath imports (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react) share too.
const SUBPATH_KEYS = ['react/', 'react-dom/', '@reduxjs/toolkit/'];

/** @param {NodeJS.Require} require @param {string} name @returns {string} */
function versionOf(require, name) {
  return require(`${name}/package.json`).version;
}

/** @param {string} appDir */
function sharedConfig(appDir) {
  const require = createRequire(resolve(appDir, 'package.json'));
  /** @type {Record<string, { singleton: boolean; requiredVersion: string; version: string; strictVersion?: boolean }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versionOf(require, name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const key of SUBPATH_KEYS) {
    const name = key.slice(0, -1);
    const version = versionOf(require, name);
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const name of WORKSPACE_SINGLETONS) {
    // The kit's and the api's versions move with their API reports (a test in each holds them
    // to it: scripts/api-reports.mjs). strictVersion: a remote built against a newer one than the shell
    // provides fails to load, and the shell shows its contained error, instead of the remote
    // receiving undefined exports.
    const { version } = JSON.parse(readFileSync(resolve(ROOT, 'packages', name.slice('@dss/'.length), 'package.json'), 'utf8'));
    shared[name] = { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

// V8 compiles every function of a script whose first line is this comment on a background
// thread while the script streams in, instead of stopping the page to compile each function at its
// first call (Chromium 136+; other engines read a comment). A chunk is only fetched when its code
// is about to run, so every script is marked. Added after minifying (which drops comments) and
// before content hashing.
function compileHints() {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * @param {object} opts
 * @param {string} opts.appDir   the app's folder
 * @param {string} opts.name     federation name: 'shell' or the remote's name
 * @param {Record<string,string>} [opts.exposes] a remote's exposed modules
 * @param {number} [opts.devPort]
 * @param {object[]} [opts.plugins] extra webpack plugins
 * @param {{ mode?: string }} [argv] webpack's command-line arguments
 */
export function appConfig({ appDir, name, exposes, devPort, plugins = [] }, argv = {}) {
  const production = argv.mode !== 'development';
  const isHost = !exposes;
  // A remote on its dev server also runs on its own, in the dev host's minimal page.
  const standalone = !production && !isHost;
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    // A remote's only entry is its remoteEntry.js container, which the plugin adds.
    entry: isHost
      ? { main: './src/index.ts' }
      : standalone
        ? { standalone: resolve(ROOT, 'packages/dev-host/src/index.ts') }
        : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: resolve(appDir, 'dist'),
      // The shell is served at /, each remote from wherever its manifest is found.
      publicPath: isHost ? '/' : 'auto',
      // The host's federation runtime cannot name its entry by hash: the shell's small entry is
      // served no-cache like index.html; every other chunk is content-hashed and cached long.
      // (A dev server serves from memory and hot-updates chunks, which content hashes would defeat.)
      filename: isHost || !production ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `dss_${name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        ...(standalone ? { 'dss-remote-routes': resolve(appDir, 'src/routes.tsx') } : {}),
        'dss-federation-runtime-core': RUNTIME_CORE,
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: loader('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        // The contract's actions without their schemas, in production (the loader says why).
        ...(production
          ? [
              {
                test: stripActionSchemasLoader.CONTRACT_SOURCES,
                enforce: /** @type {const} */ ('pre'),
                use: resolve(ROOT, 'packages/build/strip-action-schemas-loader.cjs'),
              },
            ]
          : []),
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: resolve(ROOT, 'packages/build/pure-chakra-theme-loader.cjs'),
        },
        { test: /\.css$/, use: [loader('style-loader'), loader('css-loader')] },
        { test: /\.(pdf|mp3|png|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? {
              remotes: {},
              runtimePlugins: [
                resolve(appDir, 'src/remotes/offline-remote-plugin.ts'),
                ...(production ? [resolve(ROOT, 'packages/build/provide-runtime-core-plugin.mjs')] : []),
              ],
            }
          : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(appDir),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One federation runtime: the built shell puts its copy of the runtime core on the page and
        // built remotes use it instead of shipping their own (~22 KiB gzip of each remoteEntry.js).
        // A remote's dev build runs standalone in the dev host, with no shell to provide it, so
        // keeps its own (docs/decisions/federation-runtime.md).
        ...(production && !isHost ? { experiments: { externalRuntime: true } } : {}),
      }),
      ...(isHost ? [new HtmlWebpackPlugin({ template: resolve(appDir, 'public/index.html') })] : []),
      // A remote's route declarations go beside its manifest, where the shell reads them at run
      // time: a remote adds a screen without a shell build (docs/decisions/remotes-own-their-routes.md).
      ...(isHost ? [] : [new CopyWebpackPlugin({ patterns: [{ from: 'src/routes.json', to: 'routes.json' }] })]),
      ...(standalone
        ? [
            // Deep links (/dashboard/…) still find the page's script at the server root.
            new HtmlWebpackPlugin({
              template: resolve(ROOT, 'packages/dev-host/index.html'),
              chunks: ['standalone'],
              publicPath: '/',
            }),
            new webpack.DefinePlugin({ DSS_REMOTE: JSON.stringify(name) }),
          ]
        : []),
      new ChunkOriginsPlugin(ROOT),
      ...(production ? [compileHints(), new PrecompressPlugin()] : []),
      ...plugins,
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // swc minifies several times faster than terser, which matters on two cores.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: devPort,
      historyApiFallback: isHost || standalone,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json'], target: 'http://localhost:8080' }],
    },
  };
}

/**
 * A remote's configuration: it exposes its route table and nothing else.
 * @param {string} configUrl the remote's webpack.config.mjs, as its import.meta.url
 * @param {{ name: string, devPort: number }} remote
 */
export const remoteConfig =
  (configUrl, { name, devPort }) =>
  /** @param {unknown} _env @param {{ mode?: string }} argv */
  (_env, argv) =>
    appConfig({ appDir: dirname(fileURLToPath(configUrl)), name, exposes: { './routes': './src/routes.tsx' }, devPort }, argv);
