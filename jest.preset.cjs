// Shared Jest settings for every app and package; each jest.config.cjs spreads this
// object and sets its own rootDir, so paths here are absolute.
const path = require('node:path');
const chakraBundle = require('./packages/ui/jest/chakra-bundle.cjs');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // pnpm keeps packages under node_modules/.pnpm; these ship ES modules only, so Jest must compile them.
  transformIgnorePatterns: [
    '/node_modules/\\.cache/',
    '/node_modules/\\.pnpm/(?!(@fullcalendar|@full-ui|temporal-|@nivo|d3-|internmap|@react-spring|react-virtualized-auto-sizer|react-pdf|pdfjs-dist))',
  ],
  // Chakra prebuilt as one file, made once per install (packages/ui/jest/chakra-bundle.cjs says why).
  globalSetup: require.resolve('./packages/ui/jest/chakra-bundle.cjs'),
  moduleNameMapper: {
    '^@chakra-ui/react$': chakraBundle.paths.react,
    '^@chakra-ui/react/theme$': chakraBundle.paths.theme,
    '\\.css$': path.join(__dirname, 'packages/ui/jest/style.mock.cjs'),
    // The worker set-up reads import.meta.url, which CommonJS tests cannot parse.
    '(^|/)pdf-worker(\\.ts)?$': path.join(__dirname, 'packages/ui/jest/pdf-worker.mock.cjs'),
  },
  // A hang guard, not a speed check: a worker's first render of the kit, and user-event's
  // typing and clicking, can pass Jest's 5 s default while two workers share two busy cores.
  testTimeout: 20_000,
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.cjs')],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
