import { sql } from 'kysely';
import {
  adminActions,
  ADMIN_TEXTS,
  SUCCESS,
  type FeedbackQuestion,
  type QuestionAudience,
  type QuestionGroup,
} from '@dss/contract';
import { isUniqueViolation } from '../learners/learner-rows';
import { ActionRefused, handle, staffOf } from '../wire/handler';

/**
 * The five question actions of each audience, learner (about instructors) or instructor: one
 * handler per action of each (admin/handlers/), the same code for both audiences.
 */

const ACTIVE = 1;
const REMOVED = 0;

const AUDIENCES = {
  learner: {
    loadGroups: adminActions.loadLearnerGroups,
    saveGroup: adminActions.saveLearnerGroup,
    loadQuestions: adminActions.loadLearnerQuestions,
    saveQuestion: adminActions.saveLearnerQuestion,
    removeQuestion: adminActions.removeLearnerQuestion,
    groupError: ADMIN_TEXTS.learnerGroupError,
  },
  instructor: {
    loadGroups: adminActions.loadInstructorGroups,
    saveGroup: adminActions.saveInstructorGroup,
    loadQuestions: adminActions.loadInstructorQuestions,
    saveQuestion: adminActions.saveInstructorQuestion,
    removeQuestion: adminActions.removeInstructorQuestion,
    groupError: ADMIN_TEXTS.instructorGroupError,
  },
} as const;

export function loadGroupsOf(audience: QuestionAudience) {
  return handle(AUDIENCES[audience].loadGroups, async (ctx) => {
    const rows = await ctx.db
      .selectFrom('feedback_question_groups')
      .select(['group_no', 'reporting_text', 'created_on'])
      .where('audience', '=', audience)
      .orderBy('group_no')
      .execute();
    return rows.map((r): QuestionGroup => ({ ...r, created_on: r.created_on.toISOString() }));
  });
}

export function saveGroupOf(audience: QuestionAudience) {
  const a = AUDIENCES[audience];
  return handle(a.saveGroup, async (ctx, { groupname }) => {
    const taken = await ctx.db
      .selectFrom('feedback_question_groups')
      .select('group_no')
      .where('audience', '=', audience)
      .where(sql`lower(reporting_text)`, '=', groupname.toLowerCase())
      .executeTakeFirst();
    // The group names of an audience are unique (the reports list them by name).
    if (taken) throw new ActionRefused(a.groupError, 409);
    try {
      await ctx.db
        .insertInto('feedback_question_groups')
        .values({ audience, reporting_text: groupname, created_by: staffOf(ctx).staffId })
        .execute();
    } catch (error) {
      // The same name added by someone else since the check: the unique index refuses it.
      if (isUniqueViolation(error)) throw new ActionRefused(a.groupError, 409);
      throw error;
    }
    return SUCCESS;
  });
}

export function loadQuestionsOf(audience: QuestionAudience) {
  return handle(AUDIENCES[audience].loadQuestions, async (ctx) => {
    const rows = await ctx.db
      .selectFrom('feedback_questions as q')
      .innerJoin('feedback_question_groups as g', (j) =>
        j.onRef('g.group_no', '=', 'q.group_no').onRef('g.audience', '=', 'q.audience'),
      )
      .select(['q.id', 'q.question', 'q.group_no', 'g.reporting_text', 'q.created', 'q.updated', 'q.state'])
      .where('q.audience', '=', audience)
      .orderBy('q.state', 'desc')
      .orderBy('q.group_no')
      .orderBy('q.id')
      .execute();
    return rows.map((r): FeedbackQuestion => ({
      id: r.id,
      question: r.question,
      group_no: r.group_no,
      question_report_title: r.reporting_text,
      created: r.created.toISOString(),
      updated: r.updated.toISOString(),
      state: r.state === ACTIVE ? 1 : 0,
    }));
  });
}

export function saveQuestionOf(audience: QuestionAudience) {
  return handle(AUDIENCES[audience].saveQuestion, async (ctx, { groupid, question }) => {
    const group = await ctx.db
      .selectFrom('feedback_question_groups')
      .select('group_no')
      .where('group_no', '=', groupid)
      .where('audience', '=', audience)
      .executeTakeFirst();
    if (!group) throw new ActionRefused(ADMIN_TEXTS.questionAddError, 409);
    await ctx.db
      .insertInto('feedback_questions')
      .values({ group_no: groupid, audience, question, created_by: staffOf(ctx).staffId })
      .execute();
    return SUCCESS;
  });
}

export function removeQuestionOf(audience: QuestionAudience) {
  return handle(AUDIENCES[audience].removeQuestion, async (ctx, { question_id }) => {
    const result = await ctx.db
      .updateTable('feedback_questions')
      .set({ state: REMOVED, updated: sql<Date>`now()` })
      .where('id', '=', question_id)
      .where('audience', '=', audience)
      .where('state', '=', ACTIVE)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ActionRefused(ADMIN_TEXTS.questionRemoveError, 409);
    return SUCCESS;
  });
}
