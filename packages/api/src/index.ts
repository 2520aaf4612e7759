export { api, TAGS } from './api-slice';
export {
  actionMutation,
  actionQuery,
  actionUpload,
  injectDomainEndpoints,
  type Builder,
  type WireError,
} from './action-endpoints';
export { wireBaseQuery, type WireArgs } from './wire-base-query';
export {
  sessionSlice,
  signedIn,
  signedOut,
  endedByServer,
  passwordChanged,
  selectUser,
  type SessionState,
} from './session-slice';
export { createAppStore, type AppStore, type AppState, type AppDispatch } from './store';
export { selectSaving, selectLoading } from './activity';
export { shellApi } from './shell-endpoints';
export { sha512Hex } from './sha512';
