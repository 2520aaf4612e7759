const preset = require('../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = { ...preset, displayName: 'shell', rootDir: __dirname };
