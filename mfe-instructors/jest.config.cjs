const preset = require('../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'mfe-instructors',
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test-support/pointer-event.cjs'],
};
