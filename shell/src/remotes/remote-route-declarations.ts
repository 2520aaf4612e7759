import { RemoteRoutes, type RemoteRoute } from '@dss/contract';

/**
 * A remote's declared routes if they are well formed. The route table loads this module when the
 * dashboard first needs it: the sign-in page loads no schema.
 */
export function wellFormedRoutes(raw: unknown): RemoteRoute[] | null {
  const parsed = RemoteRoutes.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
