/** Every Jest project of the workspace: the UI kit, the shell and the remotes. */
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/packages/api',
    '<rootDir>/packages/ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-learners',
    '<rootDir>/mfe-admin',
  ],
};
