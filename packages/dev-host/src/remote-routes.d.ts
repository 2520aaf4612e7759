// The webpack alias the dev server points at the remote's own src/routes.tsx.
declare module 'dss-remote-routes' {
  import type { ComponentType } from 'react';
  export const screens: Record<string, ComponentType>;
}
declare const DSS_REMOTE: import('@dss/contract').RouteOwner;
