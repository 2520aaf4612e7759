import { createSlice } from '@reduxjs/toolkit';
import type { api } from './api-slice';

/** Endpoint definitions made with `background: true`; named once injected (action-endpoints.ts). */
export const backgroundDefinitions = new WeakSet<object>();

/** File calls on their way: they never enter the api cache, so they are counted here. */
export const activitySlice = createSlice({
  name: 'activity',
  initialState: { files: 0 },
  reducers: {
    fileCallStarted(state) {
      state.files += 1;
    },
    fileCallEnded(state) {
      state.files = Math.max(0, state.files - 1);
    },
  },
});

export const { fileCallStarted, fileCallEnded } = activitySlice.actions;

/** Names of the background saves, which the busy dialog leaves alone. */
export const backgroundEndpoints = new Set<string>();

interface ActivityState {
  api: ReturnType<typeof api.reducer>;
  activity: { files: number };
}

/**
 * True while a form save (mutation) or a file call is on its way: the shell shows the blocking
 * busy dialog. Background saves (calendar moves) and reads do not block.
 */
export function selectSaving(state: ActivityState): boolean {
  if (state.activity.files > 0) return true;
  return Object.values(state.api.mutations).some((m) => m?.status === 'pending' && !backgroundEndpoints.has(m.endpointName));
}

/** True while any list (query) loads: the shell shows the background progress bar. */
export function selectLoading(state: Pick<ActivityState, 'api'>): boolean {
  return Object.values(state.api.queries).some((q) => q?.status === 'pending');
}
