import { z } from 'zod';
import { PermissionCode } from './auth/session';

/**
 * A route a remote declares it serves, in its `src/routes.json`: the build copies it beside the
 * remote's manifest and the shell builds its route table from every remote's declarations at run
 * time, guarding each by its permissions (docs/decisions/remotes-own-their-routes.md).
 */
export const RemoteRoute = z.object({
  /** Path under /dashboard; a `:name` segment is a parameter, as in React Router. */
  path: z.string().regex(/^[a-z0-9]+(\/(:?[a-z0-9]+))*$/i),
  /** The page's title: the tab's title and the loading and error texts name the screen by it. */
  title: z.string().min(1),
  /** The caller must hold one of these to open it; the server still refuses each action it may not call. */
  permissions: z.array(PermissionCode).min(1),
});
export type RemoteRoute = z.infer<typeof RemoteRoute>;
export const RemoteRoutes = z.array(RemoteRoute);
