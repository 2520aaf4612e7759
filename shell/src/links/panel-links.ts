import { DASHBOARD_ROUTES, dashboardPath, type Permission } from '@dss/contract';
import type { PanelLink } from './LinkPanel';

/** A link to a route of the route table, labelled with the route's title. */
export function routeLink(path: string, needs: readonly Permission[] = ['user']): PanelLink {
  const route = DASHBOARD_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No route '${path}' in the route table.`);
  return { label: route.title, to: dashboardPath(path), needs };
}
