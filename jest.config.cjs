/** Every Jest project of the workspace: the UI kit, the shell and the remotes. */
/** @type {import('jest').Config} */
module.exports = {
  projects: [
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
