const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = { ...preset, displayName: 'test-support', rootDir: __dirname };
