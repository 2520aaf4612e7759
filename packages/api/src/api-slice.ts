import { createApi } from '@reduxjs/toolkit/query/react';
import { wireBaseQuery } from './wire-base-query';

/** Cache tags: a save invalidates the lists it changes. */
export const TAGS = [
  'Notifications',
  'LessonPlans',
  'QuickInfo',
  'TermsDocuments',
  'Staff',
  'Learners',
  'Instructors',
  'Bookings',
  'Complaints',
  'Feedback',
  'Payments',
  'Finance',
  'Reports',
  'FranchisePlans',
  'QuestionGroups',
  'Questions',
] as const;

/** The one api slice of the whole product; remotes add endpoints with `injectDomainEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: wireBaseQuery,
  tagTypes: TAGS,
  endpoints: () => ({}),
});
