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
 * The five question actions of each audience, learner (about instructors) or instructor: the same
 * code for both audiences, bound to each action in its own file (admin/handlers/). The two
 * audiences' actions have the same types, so handler-files.test.ts checks each file's action.
 */

const ACTIVE = 1;
const REMOVED = 0;

const GROUP_ERRORS = { learner: ADMIN_TEXTS.learnerGroupError, instructor: ADMIN_TEXTS.instructorGroupError } as const;

export function loadGroupsOf(action: typeof adminActions.loadLearnerGroups, audience: QuestionAudience) {
  return handle(action, async (ctx) => {
    const rows = await ctx.db
      .selectFrom('feedback_question_groups')
      .select(['group_no', 'reporting_text', 'created_on'])
      .where('audience', '=', audience)
      .orderBy('group_no')
      .execute();
    return rows.map((r): QuestionGroup => ({ ...r, created_on: r.created_on.toISOString() }));
  });
}

export function saveGroupOf(action: typeof adminActions.saveLearnerGroup, audience: QuestionAudience) {
  return handle(action, async (ctx, { groupname }) => {
    const taken = await ctx.db
      .selectFrom('feedback_question_groups')
      .select('group_no')
      .where('audience', '=', audience)
      .where(sql`lower(reporting_text)`, '=', groupname.toLowerCase())
      .executeTakeFirst();
    // The group names of an audience are unique (the reports list them by name).
    if (taken) throw new ActionRefused(GROUP_ERRORS[audience], 409);
    try {
      await ctx.db
        .insertInto('feedback_question_groups')
        .values({ audience, reporting_text: groupname, created_by: staffOf(ctx).staffId })
        .execute();
    } catch (error) {
      // The same name added by someone else since the check: the unique index refuses it.
      if (isUniqueViolation(error)) throw new ActionRefused(GROUP_ERRORS[audience], 409);
      throw error;
    }
    return SUCCESS;
  });
}

export function loadQuestionsOf(action: typeof adminActions.loadLearnerQuestions, audience: QuestionAudience) {
  return handle(action, async (ctx) => {
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

export function saveQuestionOf(action: typeof adminActions.saveLearnerQuestion, audience: QuestionAudience) {
  return handle(action, async (ctx, { groupid, question }) => {
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

export function removeQuestionOf(action: typeof adminActions.removeLearnerQuestion, audience: QuestionAudience) {
  return handle(action, async (ctx, { question_id }) => {
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
