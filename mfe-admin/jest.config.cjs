const preset = require('../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'mfe-admin',
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test-support/pointer-event.cjs'],
};
