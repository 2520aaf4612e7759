import type { ComponentType } from 'react';
import { routesOf } from '@dss/contract';
import { lazyScreen, screenInPreparation } from '@dss/ui';

const pending = lazyScreen(
  () => import('./pending/PendingInstructorsPage'),
  (m) => m.PendingInstructorsPage,
);

const edit = lazyScreen(
  () => import('./edit/EditInstructorPage'),
  (m) => m.EditInstructorPage,
);

/** The screens built so far, by route path; each loads with its route. */
const built: Record<string, ComponentType> = {
  registerinstructor: lazyScreen(
    () => import('./register/RegisterInstructorPage'),
    (m) => m.RegisterInstructorPage,
  ),
  vieweditinstructors: lazyScreen(
    () => import('./view/ViewEditInstructorsPage'),
    (m) => m.ViewEditInstructorsPage,
  ),
  searchinstructor: lazyScreen(
    () => import('./search/SearchInstructorPage'),
    (m) => m.SearchInstructorPage,
  ),
  edit,
  'edit/:id': edit,
  pendinginstructors: pending,
  instructorstatemanagement: lazyScreen(
    () => import('./states/InstructorStatesPage'),
    (m) => m.InstructorStatesPage,
  ),
  approveinstructors: lazyScreen(
    () => import('./pending/PendingInstructorsPage'),
    (m) => m.ApproveInstructorsPage,
  ),
};

/** The screens of the routes this app owns in the route table, by route path. */
export const screens: Record<string, ComponentType> = Object.fromEntries(
  routesOf('instructors').map((route) => [route.path, built[route.path] ?? screenInPreparation(route.title)]),
);
