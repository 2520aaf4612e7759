import { sql, type Kysely } from 'kysely';
import { shellActions, NO_TERMS_DOCUMENT_TEXT, type LessonPlan, type NotificationCounts, type QuickInfo } from '@dss/contract';
import type { Database } from '../db/tables';
import { ActionRefused, handle } from '../wire/handler';

const notificationsHandler = handle(shellActions.notifications, async (ctx) => {
  const row = await sql<NotificationCounts>`SELECT tot_act_comps, tot_pend_adis, tot_pend_learners, totl_pend_bookings
    FROM notification_counts`.execute(ctx.db);
  const counts = row.rows[0];
  return {
    tot_act_comps: Number(counts?.tot_act_comps ?? 0),
    tot_pend_adis: Number(counts?.tot_pend_adis ?? 0),
    tot_pend_learners: Number(counts?.tot_pend_learners ?? 0),
    totl_pend_bookings: Number(counts?.totl_pend_bookings ?? 0),
  };
});

const lessonPacksHandler = handle(shellActions.lessonPacks, async (ctx) => {
  const rows = await ctx.db
    .selectFrom('lesson_plans')
    .select(['plan_id', 'text_description', 'gear_type', 'hours', 'plan_price', 'status', 'promocode'])
    .where('status', '=', 1)
    .orderBy('gear_type')
    .orderBy('hours')
    .orderBy('plan_id')
    .execute();
  return rows as LessonPlan[];
});

/** What the footer shows before anyone has saved quick information. */
export const EMPTY_QUICK_INFO: QuickInfo = {
  address_lines: Array(7).fill(''),
  opening_hours: Array.from({ length: 8 }, () => ({ label: '', time: '' })),
  contact_details: Array.from({ length: 5 }, () => ({ title: '', value: '' })),
  bank_details: Array(5).fill(''),
};

/** The saved quick information, or the empty record before anyone has saved it. */
export async function readQuickInfo(db: Kysely<Database>): Promise<QuickInfo> {
  const row = await db
    .selectFrom('quick_info')
    .select(['address_lines', 'opening_hours', 'contact_details', 'bank_details'])
    .executeTakeFirst();
  return row ?? EMPTY_QUICK_INFO;
}

const quickInfoHandler = handle(shellActions.quickInfo, async (ctx) => readQuickInfo(ctx.db));

const activeTermsDocumentHandler = handle(shellActions.activeTermsDocument, async (ctx, { tac }) => {
  const file = await ctx.db
    .selectFrom('terms_documents as t')
    .innerJoin('uploaded_files as f', 'f.id', 't.file_id')
    .select(['f.content', 't.version'])
    .where('t.kind', '=', tac)
    .orderBy('t.added_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!file) throw new ActionRefused(NO_TERMS_DOCUMENT_TEXT, 404);
  return { fileName: 'doc.pdf', contentType: 'application/pdf', body: file.content };
});

export const shellHandlers = [notificationsHandler, lessonPacksHandler, quickInfoHandler, activeTermsDocumentHandler];
