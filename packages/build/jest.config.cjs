const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'build',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.test.ts'],
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
