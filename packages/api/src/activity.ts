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

/**
 * True while a list (query) that something on the page shows loads: the shell shows the
 * background progress bar. A prefetch (the first data of a screen whose link is pointed at,
 * dispatched with no subscriber) does not count, or pointing at a link would flash the bar; it
 * counts once the screen opens and subscribes to it. RTK Query copies its subscriptions into the
 * store at most every 500 ms, so a screen's own load shows the bar from then: a quicker load,
 * drawn as it arrives, shows none.
 */
export function selectLoading(state: Pick<ActivityState, 'api'>): boolean {
  const { queries, subscriptions } = state.api;
  return Object.entries(queries).some(
    ([key, query]) => query?.status === 'pending' && Object.keys(subscriptions[key] ?? {}).length > 0,
  );
}
