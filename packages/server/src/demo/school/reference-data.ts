import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { renderTextDocument } from '../../pdf/simple-document';
import type { SchoolShape } from './types';

/** Franchise packages offered to instructors (the last one removed). */
export const FRANCHISE_PLANS = [
  { initial_fee: '495.00', weekly_fee: '155.00', work_type: 'Full-Time', weekly_hours: 40, promo_code: 'FT40', state: 1 },
  { initial_fee: '295.00', weekly_fee: '120.00', work_type: 'Full-Time', weekly_hours: 30, promo_code: null, state: 1 },
  { initial_fee: '195.00', weekly_fee: '85.00', work_type: 'Part-Time', weekly_hours: 20, promo_code: 'PT20', state: 1 },
  { initial_fee: '0.00', weekly_fee: '65.00', work_type: 'Part-Time', weekly_hours: 12, promo_code: 'NOJOIN', state: 1 },
  { initial_fee: '395.00', weekly_fee: '140.00', work_type: 'Full-Time', weekly_hours: 35, promo_code: 'SPRING19', state: 0 },
] as const;

/** Feedback question groups and questions: learner about instructor, instructor about learner. */
export const FEEDBACK_GROUPS: { audience: 'learner' | 'instructor'; text: string; questions: string[]; removed?: string[] }[] = [
  {
    audience: 'learner',
    text: 'Punctuality and reliability',
    questions: ['Did your instructor arrive on time for the lesson?', 'Did the lesson last the full time booked?'],
  },
  {
    audience: 'learner',
    text: 'Teaching quality',
    questions: [
      'How clearly did your instructor explain each new skill?',
      'How well did the lesson match your current level?',
      'How useful was the feedback at the end of the lesson?',
    ],
    removed: ['Did your instructor use diagrams?'],
  },
  {
    audience: 'learner',
    text: 'Safety and comfort',
    questions: ['How safe did you feel during the lesson?', 'How clean and comfortable was the tuition car?'],
  },
  {
    audience: 'learner',
    text: 'Overall satisfaction',
    questions: ['How likely are you to recommend your instructor to a friend?'],
  },
  {
    audience: 'instructor',
    text: 'Learner readiness',
    questions: [
      'Was the learner ready at the pickup point on time?',
      'Did the learner bring their provisional licence and glasses if needed?',
    ],
  },
  {
    audience: 'instructor',
    text: 'Progress',
    questions: [
      'How well did the learner apply what was covered last lesson?',
      "How would you rate the learner's hazard awareness?",
    ],
  },
  {
    audience: 'instructor',
    text: 'Attitude',
    questions: ['How receptive was the learner to feedback?', 'How calm was the learner in busy traffic?'],
  },
];

export const FINANCE_CATEGORIES = [
  { category: 'Lesson income', type: 'income', tax: 'claimable' },
  { category: 'Franchise fees received', type: 'income', tax: 'claimable' },
  { category: 'Car hire income', type: 'income', tax: 'claimable' },
  { category: 'Other income', type: 'income', tax: 'non-claimable' },
  { category: 'Fuel', type: 'expense', tax: 'claimable' },
  { category: 'Vehicle insurance', type: 'expense', tax: 'claimable' },
  { category: 'Vehicle servicing and repairs', type: 'expense', tax: 'claimable' },
  { category: 'Road tax (VED)', type: 'expense', tax: 'claimable' },
  { category: 'Office rent', type: 'expense', tax: 'claimable' },
  { category: 'Advertising', type: 'expense', tax: 'claimable' },
  { category: 'Software and subscriptions', type: 'expense', tax: 'claimable' },
  { category: 'Training and CPD', type: 'expense', tax: 'claimable' },
  { category: 'Parking and congestion charges', type: 'expense', tax: 'claimable' },
  { category: 'Parking fines', type: 'expense', tax: 'non-claimable' },
] as const;

const DOCUMENTS = {
  logbook: 'Vehicle registration certificate (V5C)',
  mot: 'MOT test certificate',
  insurance: 'Motor insurance certificate - driving tuition',
  addressProof: 'Proof of address - utility bill',
  licence: 'Driving licence - photocard copy',
  adiLicence: 'ADI certificate (green badge) - copy',
} as const;

/**
 * Inserts what the simulation references and the migration does not hold: franchise plans,
 * feedback questions, finance categories and sample document PDFs; reads staff, lesson
 * plans and settings. Returns the simulation's inputs.
 */
export async function prepareReferenceData(db: Kysely<Database>): Promise<{
  shapeInputs: Pick<
    SchoolShape,
    'staffIds' | 'lessonPlans' | 'franchisePlans' | 'fileIds' | 'learnerQuestions' | 'instructorQuestions' | 'creditExpiryMonths'
  >;
  categories: { income: number[]; expense: number[] };
}> {
  const staff = await db.selectFrom('staff').select('id').where('acc_state', '=', 1).orderBy('id').execute();
  if (!staff.length) throw new Error('the school needs staff before its records');
  let lessonPlans = await db
    .selectFrom('lesson_plans')
    .select(['plan_id', 'gear_type', 'hours', 'plan_price'])
    .where('status', '=', 1)
    .orderBy('plan_id')
    .execute();
  for (const gear of ['manual', 'automatic'] as const) {
    if (!lessonPlans.some((p) => p.gear_type === gear)) {
      await db
        .insertInto('lesson_plans')
        .values([
          {
            text_description: `Starter pack - 5 hours ${gear}`,
            gear_type: gear,
            hours: 5,
            plan_price: gear === 'manual' ? '155.00' : '170.00',
            promocode: null,
          },
          {
            text_description: `Standard pack - 10 hours ${gear}`,
            gear_type: gear,
            hours: 10,
            plan_price: gear === 'manual' ? '300.00' : '330.00',
            promocode: null,
          },
        ])
        .execute();
    }
  }
  lessonPlans = await db
    .selectFrom('lesson_plans')
    .select(['plan_id', 'gear_type', 'hours', 'plan_price'])
    .where('status', '=', 1)
    .orderBy('plan_id')
    .execute();

  const franchise = await db
    .insertInto('franchise_plans')
    .values(
      FRANCHISE_PLANS.map((p) => ({
        ...p,
        created_on: '2019-03-25T09:00:00Z',
        updated_on: '2019-03-25T09:00:00Z',
        created_by: staff[0]!.id,
      })),
    )
    .returning(['plan_id', 'initial_fee', 'weekly_fee', 'work_type', 'weekly_hours', 'state'])
    .execute();

  const learnerQuestions: number[][] = [];
  const instructorQuestions: number[][] = [];
  for (const g of FEEDBACK_GROUPS) {
    const group = await db
      .insertInto('feedback_question_groups')
      .values({ audience: g.audience, reporting_text: g.text, created_on: '2019-03-25T10:00:00Z', created_by: staff[0]!.id })
      .returning('group_no')
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('feedback_questions')
      .values([
        ...g.questions.map((q) => ({
          group_no: group.group_no,
          audience: g.audience,
          question: q,
          state: 1,
          created: '2019-03-25T10:00:00Z',
          updated: '2019-03-25T10:00:00Z',
          created_by: staff[0]!.id,
        })),
        ...(g.removed ?? []).map((q) => ({
          group_no: group.group_no,
          audience: g.audience,
          question: q,
          state: 0,
          created: '2019-03-25T10:00:00Z',
          updated: '2021-01-11T10:00:00Z',
          created_by: staff[0]!.id,
        })),
      ])
      .returning(['id', 'state'])
      .execute();
    (g.audience === 'learner' ? learnerQuestions : instructorQuestions).push(rows.filter((r) => r.state === 1).map((r) => r.id));
  }

  const cats = await db
    .insertInto('finance_categories')
    .values(FINANCE_CATEGORIES.map((c) => ({ ...c, created_at: '2019-03-25T11:00:00Z', created_by: staff[0]!.id })))
    .returning(['rec_id', 'type'])
    .execute();

  const storedDocument = async (key: keyof typeof DOCUMENTS): Promise<number> => {
    const pdf = await renderTextDocument(DOCUMENTS[key], [
      {
        paragraphs: [
          'Sample document held on file for the demonstration school.',
          'Scanned copy supplied by the instructor at registration.',
        ],
      },
    ]);
    const file = await db
      .insertInto('uploaded_files')
      .values({
        file_name: `${key}.pdf`,
        mime_type: 'application/pdf',
        byte_size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        content: pdf,
        uploaded_by: staff[0]!.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(file.id);
  };
  // One after another, in the order of DOCUMENTS: the files' ids follow it.
  const fileIds: SchoolShape['fileIds'] = {
    logbook: await storedDocument('logbook'),
    mot: await storedDocument('mot'),
    insurance: await storedDocument('insurance'),
    addressProof: await storedDocument('addressProof'),
    licence: await storedDocument('licence'),
    adiLicence: await storedDocument('adiLicence'),
  };
  const settings = await sql<{
    credit_expiry_months: number;
  }>`SELECT credit_expiry_months FROM school_settings WHERE id = 1`.execute(db);

  return {
    shapeInputs: {
      staffIds: staff.map((s) => s.id),
      lessonPlans: lessonPlans.map((p) => ({ ...p, plan_price: String(p.plan_price) })),
      franchisePlans: franchise
        .filter((p) => p.state === 1)
        .map((p) => ({
          plan_id: p.plan_id,
          initial_fee: Number(p.initial_fee),
          weekly_fee: Number(p.weekly_fee),
          work_type: p.work_type,
          weekly_hours: p.weekly_hours,
        })),
      fileIds,
      learnerQuestions,
      instructorQuestions,
      creditExpiryMonths: settings.rows[0]?.credit_expiry_months ?? 12,
    },
    categories: {
      income: cats.filter((c) => c.type === 'income').map((c) => c.rec_id),
      expense: cats.filter((c) => c.type === 'expense').map((c) => c.rec_id),
    },
  };
}
