// Test harness shared by the shell's and every remote's component tests.
export {
  mockWire,
  answer,
  refuse,
  type WireMock,
  type WireCall,
  type ActionAnswer,
  type Refusal,
  type FileAnswer,
} from './wire-mock';
export { renderScreen, type RenderOptions } from './render';
export { ADMIN, OFFICE_USER, CLERK } from './sessions';
export { closeAlert } from './alerts';
export { enterText } from './enter-text';
export { DICTIONARIES, TITLES, LANGUAGES, VEHICLE_TYPES } from './fixtures';
export { versionFollowsApiReport } from './version-follows-api-report';
