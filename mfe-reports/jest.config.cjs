const preset = require('../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'mfe-reports',
  rootDir: __dirname,
  // nivo's CommonJS build of @nivo/core hands its components over as module objects under Jest;
  // its ES build, compiled by the preset's transform, gives the components themselves.
  moduleNameMapper: { ...preset.moduleNameMapper, '^@nivo/core$': '<rootDir>/node_modules/@nivo/core/dist/nivo-core.mjs' },
};
