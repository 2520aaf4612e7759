import type { ComponentType } from 'react';
import { lazyScreen } from '@dss/ui';

const pending = lazyScreen(
  () => import('./pending/PendingInstructorsPage'),
  (m) => m.PendingInstructorsPage,
);

const edit = lazyScreen(
  () => import('./edit/EditInstructorPage'),
  (m) => m.EditInstructorPage,
);

/** The screens of the routes this app declares in routes.json, by route path; each loads with its route. */
export const screens: Record<string, ComponentType> = {
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
