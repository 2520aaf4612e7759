/** Every Jest project of the workspace: the build's loaders, the packages, the shell and the remotes. */
/** @type {import('jest').Config} */
module.exports = {
  // Jest reads testTimeout from the run's global config, not from each project: the preset's
  // hang guard (jest.preset.cjs) only holds for the whole workspace when it is set here too.
  testTimeout: require('./jest.preset.cjs').testTimeout,
  projects: [
    '<rootDir>/packages/build',
    '<rootDir>/packages/contract',
    '<rootDir>/packages/api',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/test-support',
    '<rootDir>/shell',
    '<rootDir>/mfe-learners',
    '<rootDir>/mfe-instructors',
    '<rootDir>/mfe-admin',
    '<rootDir>/mfe-bookings',
    '<rootDir>/mfe-reports',
  ],
};
