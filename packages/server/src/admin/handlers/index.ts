import type { adminActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { addProgressTopic } from './add-progress-topic';
import { blockStaff } from './block-staff';
import { deleteStaff } from './delete-staff';
import { downloadTermsDocument } from './download-terms-document';
import { lessonReminders } from './lesson-reminders';
import { loadClosedDays } from './load-closed-days';
import { loadFranchisePlans } from './load-franchise-plans';
import { loadInstructorGroups } from './load-instructor-groups';
import { loadInstructorQuestions } from './load-instructor-questions';
import { loadLearnerGroups } from './load-learner-groups';
import { loadLearnerQuestions } from './load-learner-questions';
import { loadLessonPlans } from './load-lesson-plans';
import { loadProgressTopics } from './load-progress-topics';
import { loadQuickInfo } from './load-quick-info';
import { loadStaff } from './load-staff';
import { moveProgressTopic } from './move-progress-topic';
import { outboxMails } from './outbox-mails';
import { removeClosedDay } from './remove-closed-day';
import { removeFranchisePlan } from './remove-franchise-plan';
import { removeInstructorQuestion } from './remove-instructor-question';
import { removeLearnerQuestion } from './remove-learner-question';
import { removeLessonPlan } from './remove-lesson-plan';
import { renameProgressTopic } from './rename-progress-topic';
import { resendOutboxMail } from './resend-outbox-mail';
import { resetStaffPassword } from './reset-staff-password';
import { restoreProgressTopic } from './restore-progress-topic';
import { retireProgressTopic } from './retire-progress-topic';
import { saveBankHolidayRegion } from './save-bank-holiday-region';
import { saveCancellationPolicy } from './save-cancellation-policy';
import { saveClosedDay } from './save-closed-day';
import { saveFranchisePlan } from './save-franchise-plan';
import { saveInstructorGroup } from './save-instructor-group';
import { saveInstructorQuestion } from './save-instructor-question';
import { saveLearnerGroup } from './save-learner-group';
import { saveLearnerQuestion } from './save-learner-question';
import { saveLessonPlan } from './save-lesson-plan';
import { saveLessonReminders } from './save-lesson-reminders';
import { saveQuickInfo } from './save-quick-info';
import { saveStaff } from './save-staff';
import { staffInfo } from './staff-info';
import { staffTitles } from './staff-titles';
import { termsVersions } from './terms-versions';
import { unblockStaff } from './unblock-staff';
import { updateStaff } from './update-staff';
import { uploadGeneralTerms } from './upload-general-terms';
import { uploadInstructorTerms } from './upload-instructor-terms';
import { uploadLearnerTerms } from './upload-learner-terms';
import { uploadTrainingTerms } from './upload-training-terms';

/** Every ctroaV2.php action of the administration screens. */
export const adminHandlers = {
  loadQuickInfo,
  saveQuickInfo,
  loadClosedDays,
  saveBankHolidayRegion,
  saveClosedDay,
  removeClosedDay,
  loadProgressTopics,
  addProgressTopic,
  renameProgressTopic,
  moveProgressTopic,
  retireProgressTopic,
  restoreProgressTopic,
  staffTitles,
  loadStaff,
  staffInfo,
  saveStaff,
  updateStaff,
  blockStaff,
  unblockStaff,
  deleteStaff,
  resetStaffPassword,
  saveFranchisePlan,
  loadFranchisePlans,
  removeFranchisePlan,
  saveLessonPlan,
  loadLessonPlans,
  removeLessonPlan,
  termsVersions,
  downloadTermsDocument,
  uploadLearnerTerms,
  uploadInstructorTerms,
  uploadTrainingTerms,
  uploadGeneralTerms,
  loadLearnerGroups,
  saveLearnerGroup,
  loadLearnerQuestions,
  saveLearnerQuestion,
  removeLearnerQuestion,
  loadInstructorGroups,
  saveInstructorGroup,
  loadInstructorQuestions,
  saveInstructorQuestion,
  removeInstructorQuestion,
  saveCancellationPolicy,
  lessonReminders,
  saveLessonReminders,
  outboxMails,
  resendOutboxMail,
} satisfies HandlerMap<typeof adminActions>;
