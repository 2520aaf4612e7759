import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import type { FileDownload, SuccessWord } from '../wire/replies';
import type { QuickInfo } from '../shell/types';
import { idField } from '../validation/fields';
import { franchisePlanFields, lessonPlanFields, type AdminLessonPlan, type FranchisePlan } from './plans';
import { questionFields, questionGroupFields, type FeedbackQuestion, type QuestionGroup } from './questions';
import { quickInfoFrm } from './quick-info';
import { privList, staffPersonFields, type StaffMember, type TitleOption } from './staff';
import { termsKind, termsVersion, type TermsVersion } from './terms';

// Every action here is on ctroaV2.php and needs 'admin' (document 3 §2, §6).
const admin = { endpoint: ENDPOINTS.officeAdmin, permissions: ['admin'] } as const;
const staffId = { staff_id: idField('Staff member is required.') };
const planId = { plan_id: idField('Plan is required.') };

/** Load quick info for the Add/Manage Quick Information form (document 3 §7). */
export const loadQuickInfo = defineAction<QuickInfo>()({
  field: 'loadquickinfo',
  ...admin,
  request: z.object({}),
  reply: 'json',
});

/** Save quick info: `frm`, the whole flat form as JSON. */
export const saveQuickInfo = defineAction<SuccessWord>()({
  field: 'savequickinfo',
  ...admin,
  request: z.object({ frm: quickInfoFrm }),
  reply: 'success',
});

// ── Staff (document 3 §7, staff) ─────────────────────────────────────────────────────────

/** Titles for the staff forms (id, txt). */
export const staffTitles = defineAction<TitleOption[]>()({
  field: 'stafftitles',
  ...admin,
  request: z.object({}),
  reply: 'json',
});

/** Office staff, every account state. */
export const loadStaff = defineAction<StaffMember[]>()({ field: 'loadstaff', ...admin, request: z.object({}), reply: 'json' });

export const staffInfo = defineAction<StaffMember>()({ field: 'staffinfo', ...admin, request: z.object(staffId), reply: 'json' });

/**
 * Save new staff: the person, `privlist`; `staff_id` is not used for a new member. Answers
 * SUCCESS with the new User ID in a header: staff e-mails are not unique, so the screen could
 * not find the new member otherwise, and they need the id to sign in.
 */
export const saveStaff = defineAction<SuccessWord>()({
  field: 'savestaff',
  ...admin,
  request: z.object({ ...staffPersonFields, privlist: privList }),
  reply: 'created',
});

export const updateStaff = defineAction<SuccessWord>()({
  field: 'updatestaff',
  ...admin,
  request: z.object({ ...staffId, ...staffPersonFields, privlist: privList }),
  reply: 'success',
});

export const blockStaff = defineAction<SuccessWord>()({
  field: 'blockstaff',
  ...admin,
  request: z.object(staffId),
  reply: 'success',
});
export const unblockStaff = defineAction<SuccessWord>()({
  field: 'unblockstaff',
  ...admin,
  request: z.object(staffId),
  reply: 'success',
});
export const deleteStaff = defineAction<SuccessWord>()({
  field: 'deletestaff',
  ...admin,
  request: z.object(staffId),
  reply: 'success',
});
export const resetStaffPassword = defineAction<SuccessWord>()({
  field: 'resetstaffpass',
  ...admin,
  request: z.object(staffId),
  reply: 'success',
});

// ── Franchise and lesson plans ───────────────────────────────────────────────────────────

export const saveFranchisePlan = defineAction<SuccessWord>()({
  field: 'savefranchiseplan',
  ...admin,
  request: franchisePlanFields,
  reply: 'success',
});
export const loadFranchisePlans = defineAction<FranchisePlan[]>()({
  field: 'loadfranchiseplans',
  ...admin,
  request: z.object({}),
  reply: 'json',
});
export const removeFranchisePlan = defineAction<SuccessWord>()({
  field: 'removefranchiseplan',
  ...admin,
  request: z.object(planId),
  reply: 'success',
});

export const saveLessonPlan = defineAction<SuccessWord>()({
  field: 'savelessonplan',
  ...admin,
  request: lessonPlanFields,
  reply: 'success',
});
/** Every lesson plan, removed ones too (the office lists only active ones with `lessonpacks`). */
export const loadLessonPlans = defineAction<AdminLessonPlan[]>()({
  field: 'loadlessonplans',
  ...admin,
  request: z.object({}),
  reply: 'json',
});
export const removeLessonPlan = defineAction<SuccessWord>()({
  field: 'removelessonplan',
  ...admin,
  request: z.object(planId),
  reply: 'success',
});

// ── Terms documents: uploads are named by their field, which holds the version ───────────

/** Version history of one kind, newest first. */
export const termsVersions = defineAction<TermsVersion[]>()({
  field: 'tacversions',
  ...admin,
  request: z.object({ kind: termsKind }),
  reply: 'json',
});

/** Download a version: `tac` (kind) and `req` (the file id), answered as doc.pdf. */
export const downloadTermsDocument = defineAction<FileDownload>()({
  field: 'req',
  ...admin,
  request: z.object({ tac: termsKind, req: idField('Document is required.') }),
  reply: 'file',
});

export const uploadLearnerTerms = defineAction<SuccessWord>()({
  field: 'learnertcupload',
  ...admin,
  request: z.object({ learnertcupload: termsVersion() }),
  reply: 'success',
});
export const uploadInstructorTerms = defineAction<SuccessWord>()({
  field: 'instructortcupload',
  ...admin,
  request: z.object({ instructortcupload: termsVersion() }),
  reply: 'success',
});
export const uploadTrainingTerms = defineAction<SuccessWord>()({
  field: 'traineeinstructortcupload',
  ...admin,
  request: z.object({ traineeinstructortcupload: termsVersion() }),
  reply: 'success',
});
export const uploadGeneralTerms = defineAction<SuccessWord>()({
  field: 'trainingpacktcupload',
  ...admin,
  request: z.object({ trainingpacktcupload: termsVersion() }),
  reply: 'success',
});

// ── Feedback question groups and questions, learner and instructor ───────────────────────

const removeQuestionRequest = z.object({ question_id: idField('Feedback question is required.') });

export const loadLearnerGroups = defineAction<QuestionGroup[]>()({
  field: 'loadlearnergroups',
  ...admin,
  request: z.object({}),
  reply: 'json',
});
export const saveLearnerGroup = defineAction<SuccessWord>()({
  field: 'savelearnergroup',
  ...admin,
  request: questionGroupFields,
  reply: 'success',
});
export const loadLearnerQuestions = defineAction<FeedbackQuestion[]>()({
  field: 'loadlearnerquestions',
  ...admin,
  request: z.object({}),
  reply: 'json',
});
export const saveLearnerQuestion = defineAction<SuccessWord>()({
  field: 'savelearnerquestion',
  ...admin,
  request: questionFields,
  reply: 'success',
});
export const removeLearnerQuestion = defineAction<SuccessWord>()({
  field: 'removelearnerquestion',
  ...admin,
  request: removeQuestionRequest,
  reply: 'success',
});

export const loadInstructorGroups = defineAction<QuestionGroup[]>()({
  field: 'loadinstructorgroups',
  ...admin,
  request: z.object({}),
  reply: 'json',
});
export const saveInstructorGroup = defineAction<SuccessWord>()({
  field: 'saveinstructorgroup',
  ...admin,
  request: questionGroupFields,
  reply: 'success',
});
export const loadInstructorQuestions = defineAction<FeedbackQuestion[]>()({
  field: 'loadinstructorquestions',
  ...admin,
  request: z.object({}),
  reply: 'json',
});
export const saveInstructorQuestion = defineAction<SuccessWord>()({
  field: 'saveinstructorquestion',
  ...admin,
  request: questionFields,
  reply: 'success',
});
export const removeInstructorQuestion = defineAction<SuccessWord>()({
  field: 'removeinstructorquestion',
  ...admin,
  request: removeQuestionRequest,
  reply: 'success',
});
