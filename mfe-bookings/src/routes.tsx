import type { ComponentType } from 'react';
import { lazyScreen } from '@dss/ui';

/** The screens of the routes this app declares in routes.json, by route path; each loads with its route. */
export const screens: Record<string, ComponentType> = {
  booklearners: lazyScreen(
    () => import('./book/BookLearnersPage'),
    (m) => m.BookLearnersPage,
    (m) => m.firstInstructorsPage(false),
  ),
  bookpendinglearners: lazyScreen(
    () => import('./book/BookLearnersPage'),
    (m) => m.BookPendingBookingsPage,
    (m) => m.firstInstructorsPage(true),
  ),
  instructordiary: lazyScreen(
    () => import('./diary/InstructorDiaryPage'),
    (m) => m.InstructorDiaryPage,
  ),
  recordtestoutcome: lazyScreen(
    () => import('./test-outcome/RecordTestOutcomePage'),
    (m) => m.RecordTestOutcomePage,
  ),
  recordlearnerfeedbacks: lazyScreen(
    () => import('./feedback/RecordFeedbackPages'),
    (m) => m.RecordLearnerFeedbacksPage,
  ),
  viewlearnerfeedback: lazyScreen(
    () => import('./feedback/ViewFeedbackPages'),
    (m) => m.ViewLearnerFeedbackPage,
  ),
  recordinstructorfeedbacks: lazyScreen(
    () => import('./feedback/RecordFeedbackPages'),
    (m) => m.RecordInstructorFeedbacksPage,
  ),
  viewinstructorfeedback: lazyScreen(
    () => import('./feedback/ViewFeedbackPages'),
    (m) => m.ViewInstructorFeedbackPage,
  ),
  recordcomplaint: lazyScreen(
    () => import('./complaints/ComplaintFormPage'),
    (m) => m.ComplaintFormPage,
  ),
  viewactivecomplaints: lazyScreen(
    () => import('./complaints/ComplaintListPages'),
    (m) => m.ActiveComplaintsPage,
  ),
  resolvedcomplaints: lazyScreen(
    () => import('./complaints/ComplaintListPages'),
    (m) => m.ResolvedComplaintsPage,
  ),
};
