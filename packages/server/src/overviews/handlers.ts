import { sql } from 'kysely';
import {
  MONTH_NAMES,
  OVERVIEW_TEXTS,
  overviewActions,
  overviewFileName,
  type OverviewEmailItem,
  type OverviewKind,
  type OverviewLearnerRow,
  type OverviewPdfItem,
  type OverviewPerson,
} from '@dss/contract';
import { ActionRefused, handle, staffOf, type ActionContext } from '../wire/handler';
import { selectPage } from '../wire/paging';
import { keptCount } from '../db/kept-totals';
import { enqueueMail } from '../mail/outbox';
import { overviewFile } from './files';
import { schoolName } from './statement-data';
import { learnerOrPostcodeSearch, SURNAME_ORDER } from '../learners/learner-search';

/** The Learners' Monthly Overview table: every learner, paged and searched in the database. */
const learnersHandler = handle(overviewActions.learners, async (ctx, input) => {
  let query = ctx.db
    .selectFrom('learners as l')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select([
      'l.student_id',
      't.txt as title',
      'l.fname',
      'l.lname',
      'l.mobile',
      'l.email',
      'l.lessons_type',
      'l.created',
      'l.pickup_pc',
      'l.address_line1',
      'l.address_line2',
      'l.address_city',
      'l.address_county',
      'l.address_postcode',
    ]);
  const found = learnerOrPostcodeSearch(input.search, 'pickup_pc');
  if (found) query = query.where(found);
  const page = await selectPage(
    query,
    input,
    {
      student_id: sql`l.student_id`,
      name: SURNAME_ORDER,
      mobile: sql`l.mobile`,
      email: sql`lower(l.email)`,
      pickup_pc: sql`l.pickup_pc`,
      created: sql`l.created`,
    },
    sql`l.student_id`,
    {
      neverNull: ['student_id', 'name', 'mobile', 'email', 'pickup_pc', 'created'],
      count: found ? undefined : keptCount(ctx.db, 'learners'),
    },
  );
  return {
    total: page.total,
    rows: page.rows.map((r): OverviewLearnerRow => ({
      student_id: r.student_id,
      title: r.title,
      fname: r.fname,
      lname: r.lname,
      mobile: r.mobile,
      email: r.email,
      lessons_type: r.lessons_type,
      created: r.created.toISOString(),
      pickup_pc: r.pickup_pc,
      address: {
        line1: r.address_line1,
        line2: r.address_line2 ?? '',
        city: r.address_city,
        county: r.address_county ?? '',
        postcode: r.address_postcode,
      },
    })),
  };
});

const oneLine = (...parts: (string | null)[]) => parts.filter((p) => p && p.trim()).join(', ');

/** The modal's details block, the same for a learner (kind 1, L) and an instructor (kind 2, A). */
function overviewPerson(
  kind: 1 | 2,
  id: number,
  r: { title: string; fname: string; lname: string; mobile: string; email: string; created: Date },
  gearType: string,
  address: string,
): OverviewPerson {
  return {
    kind,
    id,
    ref: `${kind === 1 ? 'L' : 'A'}${id}`,
    title: r.title,
    fname: r.fname,
    lname: r.lname,
    name: `${r.title} ${r.fname} ${r.lname}`,
    mobile: r.mobile,
    email: r.email,
    gear_type: gearType,
    joined: r.created.toISOString(),
    address,
  };
}

const PERSON_COLUMNS = ['fname', 'lname', 'mobile', 'email', 'created'] as const;

const learnerHandler = handle(overviewActions.learner, async (ctx, { id }) => {
  const r = await ctx.db
    .selectFrom('learners as l')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select(PERSON_COLUMNS.map((c) => `l.${c}` as const))
    .select([
      't.txt as title',
      'l.lessons_type',
      'l.address_line1',
      'l.address_line2',
      'l.address_city',
      'l.address_county',
      'l.address_postcode',
    ])
    .where('l.student_id', '=', id)
    .executeTakeFirst();
  if (!r) throw new ActionRefused(OVERVIEW_TEXTS.noPerson, 404);
  return overviewPerson(
    1,
    id,
    r,
    r.lessons_type,
    oneLine(r.address_line1, r.address_line2, r.address_city, r.address_county, r.address_postcode),
  );
});

const instructorHandler = handle(overviewActions.instructor, async (ctx, { id }) => {
  const r = await ctx.db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(PERSON_COLUMNS.map((c) => `i.${c}` as const))
    .select([
      't.txt as title',
      'i.teaching_gears',
      'i.curr_line1',
      'i.curr_line2',
      'i.curr_city',
      'i.curr_county',
      'i.curr_postcode',
    ])
    .where('i.adi_id', '=', id)
    .executeTakeFirst();
  if (!r) throw new ActionRefused(OVERVIEW_TEXTS.noPerson, 404);
  return overviewPerson(
    2,
    id,
    r,
    r.teaching_gears,
    oneLine(r.curr_line1, r.curr_line2, r.curr_city, r.curr_county, r.curr_postcode),
  );
});

/** The overview rows of one learner or instructor (`learner` or `adi`). */
function ownedBy(ctx: ActionContext, owner: { learner: number | null; adi: number | null }) {
  const q = ctx.db.selectFrom('overview_reports as r');
  return owner.learner !== null
    ? q.where('r.kind', '=', 1).where('r.stu_id', '=', owner.learner)
    : q.where('r.kind', '=', 2).where('r.adi_id', '=', owner.adi!);
}

const pdfHistoryHandler = handle(overviewActions.pdfHistory, async (ctx, input) => {
  const rows = await ownedBy(ctx, input)
    .select(['r.pdf_id', 'r.kind', 'r.stu_id', 'r.adi_id', 'r.reporting_year', 'r.reporting_month'])
    .orderBy('r.reporting_year', 'desc')
    .orderBy('r.reporting_month', 'desc')
    .execute();
  return rows.map((r): OverviewPdfItem => {
    const month_name = MONTH_NAMES[r.reporting_month - 1]!;
    return {
      pdf_id: r.pdf_id,
      month_name,
      reporting_year: r.reporting_year,
      reporting_month: r.reporting_month,
      label: `${month_name} ${r.reporting_year}`,
      file_name: overviewFileName(r.kind as OverviewKind, (r.stu_id ?? r.adi_id)!, r.reporting_month, r.reporting_year),
    };
  });
});

const emailHistoryHandler = handle(overviewActions.emailHistory, async (ctx, input) => {
  const rows = await ownedBy(ctx, input)
    .innerJoin('overview_emails as e', 'e.pdf_id', 'r.pdf_id')
    .leftJoin('staff as s', 's.id', 'e.sent_by')
    .select([
      'e.record_id',
      'r.pdf_id',
      'r.reporting_year',
      'r.reporting_month',
      'e.email_address',
      sql<string>`coalesce(s.fname || ' ' || s.lname, 'System')`.as('sent_by'),
      'e.sent_on',
    ])
    .orderBy('e.sent_on', 'desc')
    .orderBy('e.record_id', 'desc')
    .execute();
  return rows.map((r): OverviewEmailItem => {
    const month_name = MONTH_NAMES[r.reporting_month - 1]!;
    return {
      ...r,
      month_name,
      report: `${month_name} ${r.reporting_year}`,
      sent_on: r.sent_on.toISOString(),
    };
  });
});

/** Download or view (dw="true"): the same file either way, named for the person and month. */
const overviewPdfHandler = handle(overviewActions.overviewPdf, async (ctx, input) => {
  const row = await ctx.db
    .selectFrom('overview_reports')
    .select('pdf_id')
    .where('kind', '=', input.type)
    .where(input.type === 1 ? 'stu_id' : 'adi_id', '=', input.id)
    .where('reporting_year', '=', input.year)
    .where('reporting_month', '=', input.month)
    .executeTakeFirst();
  const file = row ? await overviewFile(ctx.db, row.pdf_id) : null;
  if (!file) throw new ActionRefused(OVERVIEW_TEXTS.noData, 404);
  return { fileName: file.fileName, contentType: 'application/pdf', body: file.content };
});

/**
 * Queues the overview to the address on record with its PDF attached, and records who sent it,
 * in one transaction: the mail goes once that commits, and is retried while the mail server is
 * down (docs/decisions/mail-outbox-and-reminders.md).
 */
const sendOverviewHandler = handle(overviewActions.sendOverview, async (ctx, { id }) => {
  const row = await ctx.db
    .selectFrom('overview_reports as r')
    .leftJoin('learners as l', 'l.student_id', 'r.stu_id')
    .leftJoin('instructors as i', 'i.adi_id', 'r.adi_id')
    .select([
      'r.kind',
      'r.stu_id',
      'r.adi_id',
      'r.reporting_year',
      'r.reporting_month',
      sql<string>`coalesce(l.email, i.email)`.as('email'),
      sql<string>`coalesce(l.fname, i.fname)`.as('fname'),
    ])
    .where('r.pdf_id', '=', id)
    .executeTakeFirst();
  const file = row ? await overviewFile(ctx.db, id) : null;
  if (!row || !file) throw new ActionRefused(OVERVIEW_TEXTS.noData, 404);
  const period = `${MONTH_NAMES[row.reporting_month - 1]} ${row.reporting_year}`;
  const school = await schoolName(ctx.db);
  const sent = await ctx.db
    .insertInto('overview_emails')
    .values({ pdf_id: id, email_address: row.email, sent_by: staffOf(ctx).staffId })
    .returning('record_id')
    .executeTakeFirstOrThrow();
  await enqueueMail(ctx.db, {
    kind: 'overview',
    dedupeKey: `overview:${sent.record_id}`,
    to: row.email,
    subject: `Your monthly overview for ${period}`,
    text: [
      `Dear ${row.fname},`,
      '',
      `Please find attached your ${row.kind === 1 ? 'learner' : 'instructor'} monthly overview for ${period}.`,
      '',
      `Kind regards,`,
      school,
    ].join('\n'),
    stuId: row.stu_id ?? undefined,
    adiId: row.adi_id ?? undefined,
    attachmentFileId: file.fileId,
  });
  return sent.record_id;
});

/** Learners' and Instructors' Monthly Overview: document 3 §2, §3, §7. */
export const overviewHandlers = [
  learnersHandler,
  learnerHandler,
  instructorHandler,
  pdfHistoryHandler,
  emailHistoryHandler,
  overviewPdfHandler,
  sendOverviewHandler,
];
