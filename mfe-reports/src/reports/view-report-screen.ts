import { lazyScreen } from '@dss/ui';

/**
 * The report result screen, loaded with its route; the chooser also starts loading it (its views
 * and charts) while the office user picks the time range, so the report opens without that wait.
 */
export const viewReportScreen = lazyScreen(
  () => import('./ViewReportPage'),
  (m) => m.ViewReportPage,
);
