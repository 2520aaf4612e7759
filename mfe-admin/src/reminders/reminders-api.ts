import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { adminActions } from '@dss/contract';

/** The lesson reminder times, read and saved by the administrator. */
export const remindersApi = injectDomainEndpoints('admin', (build) => ({
  adminLessonReminders: actionQuery(build, adminActions.lessonReminders),
  adminSaveLessonReminders: actionMutation(build, adminActions.saveLessonReminders),
}));
