import { PRIVILEGES, type Permission } from './auth/permissions';
import { isRecord } from './validation/narrowing';

/**
 * A route a remote declares it serves, in its `src/routes.json`: the build copies it beside the
 * remote's manifest and the shell builds its route table from every remote's declarations at run
 * time, guarding each by its permissions (docs/decisions/remotes-own-their-routes.md). Checked
 * without the schema library: the shell checks them before its first screen, whose frame loads none.
 */
export interface RemoteRoute {
  /** Path under /dashboard; a `:name` segment is a parameter, as in React Router. */
  path: string;
  /** The page's title: the tab's title and the loading and error texts name the screen by it. */
  title: string;
  /** The caller must hold one of these to open it; the server still refuses each action it may not call. */
  permissions: Permission[];
}

const PATH = /^[a-z0-9]+(\/(:?[a-z0-9]+))*$/i;
const PERMISSIONS: readonly string[] = PRIVILEGES.map((p) => p.code);
const isPermission = (value: unknown): value is Permission => typeof value === 'string' && PERMISSIONS.includes(value);

function read(raw: unknown): RemoteRoute[] | string {
  if (!Array.isArray(raw)) return 'the declarations are not a list';
  const routes: RemoteRoute[] = [];
  for (const [i, route] of raw.entries()) {
    if (!isRecord(route)) return `route ${i} is not an object`;
    const { path, title, permissions } = route;
    if (typeof path !== 'string' || !PATH.test(path)) return `route ${i}: path is not a path under /dashboard`;
    if (typeof title !== 'string' || !title) return `route ${i} (${path}): title is missing`;
    if (!Array.isArray(permissions) || !permissions.length || !permissions.every(isPermission))
      return `route ${i} (${path}): permissions must name one or more of ${PERMISSIONS.join(', ')}`;
    routes.push({ path, title, permissions: [...permissions] });
  }
  return routes;
}

/** The routes a remote declares, each with only these three fields, or null if one is not well formed. */
export function remoteRoutesOf(raw: unknown): RemoteRoute[] | null {
  const routes = read(raw);
  return typeof routes === 'string' ? null : routes;
}

/** What is wrong with a remote's declarations, or null when they are well formed. */
export function remoteRoutesProblem(raw: unknown): string | null {
  const routes = read(raw);
  return typeof routes === 'string' ? routes : null;
}
