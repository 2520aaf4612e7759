import type { Page } from '@playwright/test';
import { DASHBOARD_ROUTES, type DashboardRoute } from '@dss/contract';

// A demo learner and a demo instructor for the routes that open one record.
const EXAMPLE_IDS: Record<string, string> = { 'editlearner/:id': '150', 'edit/:id': '1' };

/** A route of the route table as a visitor opens it: its url (an example record for `:id`) and title. */
export interface RouteVisit {
  url: string;
  title: string;
}

function visitOf(route: DashboardRoute): RouteVisit {
  const example = EXAMPLE_IDS[route.path];
  if (route.path.includes(':') && !example) throw new Error(`No example id for the route '${route.path}'.`);
  return { url: `/dashboard/${route.path.replace(/:id$/, example ?? '')}`, title: route.title };
}

/** Every office route (opened by an office user with every privilege) and every administration route. */
export const OFFICE_ROUTES = DASHBOARD_ROUTES.filter((r) => !r.permissions.includes('admin')).map(visitOf);
export const ADMIN_ROUTES = DASHBOARD_ROUTES.filter((r) => r.permissions.includes('admin')).map(visitOf);

/** How far the page scrolls sideways, in CSS pixels (0 when it does not). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });
}
