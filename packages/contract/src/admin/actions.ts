import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { QuickInfo } from '../shell/types';
import { idField } from '../validation/fields';
import { CLOSED_DAY_TEXTS, ClosedDaysSettings, closedDayFields, regionFields } from './closed-days';
import { AdminLessonPlan, FranchisePlan, franchisePlanFields, lessonPlanFields } from './plans';
import { FeedbackQuestion, QuestionGroup, questionFields, questionGroupFields } from './questions';
import { quickInfoFrm } from './quick-info';
import { privList, StaffMember, staffPersonFields, TitleOption } from './staff';
import { TermsVersion, termsKind, termsVersion } from './terms';
import { cancellationPolicyFields } from '../bookings/cancellation';
import { LessonReminderTimes, lessonReminderFields } from './reminders';
import { OutboxPage, outboxListFields, resendMailFields } from './outbox';
import {
  moveProgressTopicFields,
  ProgressTopic,
  progressTopicFields,
  renameProgressTopicFields,
  topicIdField,
} from '../learners/progress';

// Every action here is on ctroaV2.php and needs 'admin' (document 3 §2, §6).
const admin = { endpoint: ENDPOINTS.officeAdmin, permissions: ['admin'] } as const;
// Schemas beside the declarations are functions, built where a declaration uses them (learners/actions.ts says why).
const staffId = () => ({ staff_id: idField('Staff member is required.') });
const planId = () => ({ plan_id: idField('Plan is required.') });

/** Load quick info for the Add/Manage Quick Information form (document 3 §7). */
export const loadQuickInfo = defineAction({
  field: 'loadquickinfo',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: QuickInfo,
});

/** Save quick info: `frm`, the whole flat form as JSON. */
export const saveQuickInfo = defineAction({
  field: 'savequickinfo',
  ...admin,
  request: z.object({ frm: quickInfoFrm }),
  reply: 'success',
});

// ── Bank holidays and the school's closed days (beyond the spec) ───────────────────────

/** The bank-holiday region, the region's coming bank holidays and the school's coming closed days. */
export const loadClosedDays = defineAction({
  field: 'loadcloseddays',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: ClosedDaysSettings,
});

/** Choose whose bank holidays close the school: England and Wales, Scotland or Northern Ireland. */
export const saveBankHolidayRegion = defineAction({
  field: 'savebankholidayregion',
  ...admin,
  request: regionFields,
  reply: 'success',
});

/** Close the school on a date of its own (e.g. the office's Christmas week), with the reason. */
export const saveClosedDay = defineAction({
  field: 'saveclosedday',
  ...admin,
  request: closedDayFields,
  reply: 'success',
});

/** Open a closed day again. */
export const removeClosedDay = defineAction({
  field: 'removeclosedday',
  ...admin,
  request: z.object({ closed_id: idField(CLOSED_DAY_TEXTS.closedDayRequired) }),
  reply: 'success',
});

// ── Progress topics (beyond the spec; docs/decisions/learner-progress.md) ─────────────────

/** Every progress topic, retired ones too, in the school's order. */
export const loadProgressTopics = defineAction({
  field: 'loadprogresstopics',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: z.array(ProgressTopic),
});

/** Add a topic at the end of the list, in use. */
export const addProgressTopic = defineAction({
  field: 'addprogresstopic',
  ...admin,
  request: progressTopicFields,
  reply: 'success',
});

/** Rename a topic; its recordings follow it. */
export const renameProgressTopic = defineAction({
  field: 'renameprogresstopic',
  ...admin,
  request: renameProgressTopicFields,
  reply: 'success',
});

/** Move a topic one place up or down. */
export const moveProgressTopic = defineAction({
  field: 'moveprogresstopic',
  ...admin,
  request: moveProgressTopicFields,
  reply: 'success',
});

/** Retire a topic: its recordings stay, it leaves learners' progress and the ready summary. */
export const retireProgressTopic = defineAction({
  field: 'retireprogresstopic',
  ...admin,
  request: z.object({ topic_id: topicIdField }),
  reply: 'success',
});

/** Put a retired topic back in use, with the recordings it had. */
export const restoreProgressTopic = defineAction({
  field: 'restoreprogresstopic',
  ...admin,
  request: z.object({ topic_id: topicIdField }),
  reply: 'success',
});

// ── Staff (document 3 §7, staff) ─────────────────────────────────────────────────────────

/** Titles for the staff forms (id, txt). */
export const staffTitles = defineAction({
  field: 'stafftitles',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: z.array(TitleOption),
});

/** Office staff, every account state. */
export const loadStaff = defineAction({
  field: 'loadstaff',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: z.array(StaffMember),
});

export const staffInfo = defineAction({
  field: 'staffinfo',
  ...admin,
  request: z.object(staffId()),
  reply: 'json',
  response: StaffMember,
});

/**
 * Save new staff: the person, `privlist`; `staff_id` is not used for a new member. Answers
 * SUCCESS with the new User ID in a header: staff e-mails are not unique, so the screen could
 * not find the new member otherwise, and they need the id to sign in.
 */
export const saveStaff = defineAction({
  field: 'savestaff',
  ...admin,
  request: z.object({ ...staffPersonFields, privlist: privList }),
  reply: 'created',
});

export const updateStaff = defineAction({
  field: 'updatestaff',
  ...admin,
  request: z.object({ ...staffId(), ...staffPersonFields, privlist: privList }),
  reply: 'success',
});

export const blockStaff = defineAction({
  field: 'blockstaff',
  ...admin,
  request: z.object(staffId()),
  reply: 'success',
});
export const unblockStaff = defineAction({
  field: 'unblockstaff',
  ...admin,
  request: z.object(staffId()),
  reply: 'success',
});
export const deleteStaff = defineAction({
  field: 'deletestaff',
  ...admin,
  request: z.object(staffId()),
  reply: 'success',
});
export const resetStaffPassword = defineAction({
  field: 'resetstaffpass',
  ...admin,
  request: z.object(staffId()),
  reply: 'success',
});

// ── Franchise and lesson plans ───────────────────────────────────────────────────────────

export const saveFranchisePlan = defineAction({
  field: 'savefranchiseplan',
  ...admin,
  request: franchisePlanFields,
  reply: 'success',
});
export const loadFranchisePlans = defineAction({
  field: 'loadfranchiseplans',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: z.array(FranchisePlan),
});
export const removeFranchisePlan = defineAction({
  field: 'removefranchiseplan',
  ...admin,
  request: z.object(planId()),
  reply: 'success',
});

export const saveLessonPlan = defineAction({
  field: 'savelessonplan',
  ...admin,
  request: lessonPlanFields,
  reply: 'success',
});
/** Every lesson plan, removed ones too (the office lists only active ones with `lessonpacks`). */
export const loadLessonPlans = defineAction({
  field: 'loadlessonplans',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: z.array(AdminLessonPlan),
});
export const removeLessonPlan = defineAction({
  field: 'removelessonplan',
  ...admin,
  request: z.object(planId()),
  reply: 'success',
});

// ── Terms documents: uploads are named by their field, which holds the version ───────────

/** Version history of one kind, newest first. */
export const termsVersions = defineAction({
  field: 'tacversions',
  ...admin,
  request: z.object({ kind: termsKind }),
  reply: 'json',
  response: z.array(TermsVersion),
});

/** Download a version: `tac` (kind) and `req` (the file id), answered as doc.pdf. */
export const downloadTermsDocument = defineAction({
  field: 'req',
  ...admin,
  request: z.object({ tac: termsKind, req: idField('Document is required.') }),
  reply: 'file',
});

export const uploadLearnerTerms = defineAction({
  field: 'learnertcupload',
  ...admin,
  request: z.object({ learnertcupload: termsVersion() }),
  reply: 'success',
});
export const uploadInstructorTerms = defineAction({
  field: 'instructortcupload',
  ...admin,
  request: z.object({ instructortcupload: termsVersion() }),
  reply: 'success',
});
export const uploadTrainingTerms = defineAction({
  field: 'traineeinstructortcupload',
  ...admin,
  request: z.object({ traineeinstructortcupload: termsVersion() }),
  reply: 'success',
});
export const uploadGeneralTerms = defineAction({
  field: 'trainingpacktcupload',
  ...admin,
  request: z.object({ trainingpacktcupload: termsVersion() }),
  reply: 'success',
});

// ── Feedback question groups and questions, learner and instructor ───────────────────────

const removeQuestionRequest = () => z.object({ question_id: idField('Feedback question is required.') });

export const loadLearnerGroups = defineAction({
  field: 'loadlearnergroups',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: z.array(QuestionGroup),
});
export const saveLearnerGroup = defineAction({
  field: 'savelearnergroup',
  ...admin,
  request: questionGroupFields,
  reply: 'success',
});
export const loadLearnerQuestions = defineAction({
  field: 'loadlearnerquestions',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: z.array(FeedbackQuestion),
});
export const saveLearnerQuestion = defineAction({
  field: 'savelearnerquestion',
  ...admin,
  request: questionFields,
  reply: 'success',
});
export const removeLearnerQuestion = defineAction({
  field: 'removelearnerquestion',
  ...admin,
  request: removeQuestionRequest(),
  reply: 'success',
});

export const loadInstructorGroups = defineAction({
  field: 'loadinstructorgroups',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: z.array(QuestionGroup),
});
export const saveInstructorGroup = defineAction({
  field: 'saveinstructorgroup',
  ...admin,
  request: questionGroupFields,
  reply: 'success',
});
export const loadInstructorQuestions = defineAction({
  field: 'loadinstructorquestions',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: z.array(FeedbackQuestion),
});
export const saveInstructorQuestion = defineAction({
  field: 'saveinstructorquestion',
  ...admin,
  request: questionFields,
  reply: 'success',
});
export const removeInstructorQuestion = defineAction({
  field: 'removeinstructorquestion',
  ...admin,
  request: removeQuestionRequest(),
  reply: 'success',
});

/** Save the cancellation policy (beyond the spec): notice in hours and what late cancellations and no-shows do to the credit. */
export const saveCancellationPolicy = defineAction({
  field: 'savecancellationpolicy',
  ...admin,
  request: z.object(cancellationPolicyFields),
  reply: 'success',
});

/** The lesson reminder times (beyond the spec): London 'HH:MM' for learners' reminders and instructors' day lists. */
export const lessonReminders = defineAction({
  field: 'lessonreminders',
  ...admin,
  request: z.object({}),
  reply: 'json',
  response: LessonReminderTimes,
});

/** Save the lesson reminder times; the lifecycle job follows them from its next run. */
export const saveLessonReminders = defineAction({
  field: 'savelessonreminders',
  ...admin,
  request: z.object(lessonReminderFields),
  reply: 'success',
});

// ── The e-mail outbox (beyond the spec; docs/decisions/outbox-page.md) ───────────────────

/** The outbox, newest first, filtered by status and searched by recipient or subject, paged in the database. */
export const outboxMails = defineAction({
  field: 'outboxmails',
  ...admin,
  request: z.object(outboxListFields),
  reply: 'json',
  response: OutboxPage,
});

/**
 * Send a given-up mail again, to the address now on record: waiting from now, its tries counted
 * afresh. A learner's password mail gets a new password (the given-up one was not kept).
 */
export const resendOutboxMail = defineAction({
  field: 'resendoutboxmail',
  ...admin,
  request: z.object(resendMailFields),
  reply: 'success',
});
