export { api, TAGS } from './api-slice';
export {
  actionMutation,
  actionQuery,
  actionUpload,
  injectDomainEndpoints,
  type Builder,
  type MutationOptions,
  type QueryOptions,
  type Tag,
  type UploadArgs,
  type WireError,
} from './action-endpoints';
export { REPLY_DRIFT_TEXT, wireBaseQuery } from './wire-base-query';
export type { ArgsOf, WireArgs, WireFile } from './wire-encoding';
export { useFileAction, useFileQuery, type FileOutcome, type FileQuery } from './file-actions';
export {
  sessionSlice,
  signedIn,
  signedOut,
  endedByServer,
  passwordChanged,
  selectUser,
  selectWireOutdated,
  wireOutdated,
  wireOutdatedCleared,
  type SessionState,
} from './session-slice';
export { createAppStore, type AppStore, type AppState, type AppDispatch } from './store';
export { selectSaving, selectLoading } from './activity';
export { shellApi } from './shell-endpoints';
export { dictionaryApi } from './dictionary-endpoints';
export { sha512Hex } from './sha512';
export { auditApi } from './audit-endpoints';
