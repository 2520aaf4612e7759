import { isRecord } from '@dss/contract';

/**
 * Why a signed-in user landed on their home page from a route they may not open (beyond the
 * spec, which only redirects): carried in the redirect's history state through '/'.
 */
export interface RefusedRouteState {
  refusedRoute: string;
}

export function refusedRouteText(title: string): string {
  return `Your account cannot open ${title}, so you are on your home page instead. Ask an administrator if you need it.`;
}

/** The refused route's title in a location's state, if the visitor was just sent away from one. */
export function refusedRouteOf(state: unknown): string | null {
  const title = isRecord(state) ? state.refusedRoute : undefined;
  return typeof title === 'string' ? title : null;
}
