import { useEffect, type ReactNode } from 'react';
import { DEFAULT_PAGE_TITLE } from '@dss/contract';

/** The page title comes from the route, 'Driving School System' by default. */
export function PageTitle({ title, children }: { title?: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title ? `${title} | ${DEFAULT_PAGE_TITLE}` : DEFAULT_PAGE_TITLE;
  }, [title]);
  return <>{children}</>;
}
