const preset = require('../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'mfe-bookings',
  rootDir: __dirname,
  // FullCalendar 6 renders with preact, whose browser build is an ES module.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(@fullcalendar|preact))'],
};
