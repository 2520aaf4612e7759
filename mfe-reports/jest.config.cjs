const preset = require('../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = { ...preset, displayName: 'mfe-reports', rootDir: __dirname };
