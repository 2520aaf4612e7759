import type { AppState } from './store';

/** True while any save (mutation) is on its way: the shell shows the blocking busy dialog. */
export function selectSaving(state: AppState): boolean {
  return Object.values(state.api.mutations).some((m) => m?.status === 'pending');
}

/** True while any list (query) loads: the shell shows the background progress bar. */
export function selectLoading(state: AppState): boolean {
  return Object.values(state.api.queries).some((q) => q?.status === 'pending');
}
