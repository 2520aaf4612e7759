import { configureStore } from '@reduxjs/toolkit';
import { activitySlice } from './activity';
import { api } from './api-slice';
import { persistSession, sessionSlice } from './session-slice';

/** The one store, created by the shell; remotes reach it through the shared react-redux. */
export function createAppStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer, activity: activitySlice.reducer },
    // Every value in the store is serialisable: file replies bypass the cache (useFileAction).
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  let last = store.getState().session.user;
  store.subscribe(() => {
    const user = store.getState().session.user;
    if (user !== last) {
      last = user;
      persistSession(user);
      // Nothing cached for one user may be shown to the next.
      if (!user) store.dispatch(api.util.resetApiState());
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
