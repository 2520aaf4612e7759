const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'contract',
  rootDir: __dirname,
  testMatch: ['<rootDir>/{src,compat}/**/*.test.ts'],
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
