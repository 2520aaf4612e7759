import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField, optionalText, requiredText } from '../validation/fields';
import { pageFields, pageOf } from '../validation/paging';
import { OVERVIEW_REFUSALS, OverviewEmailItem, OverviewLearnerRow, OverviewPdfItem, OverviewPerson } from './types';

// Learners' and Instructors' Monthly Overview (document 3 §2, §7 "Reports and overviews").
// The instructor table uses the finance domain's active instructor list.

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;

/** The learner table, paged; the search covers the id (with or without L), name, mobile, e-mail and pickup postcode. */
export const learners = defineAction({
  field: 'overviewlearners',
  ...office,
  request: z.object(pageFields(['student_id', 'name', 'mobile', 'email', 'pickup_pc', 'created'])),
  reply: 'json',
  response: pageOf(OverviewLearnerRow),
});

/** The details block of the learner modal; 404 'No Learner data to display.' without a record. */
export const learner = defineAction({
  field: 'overviewlearner',
  ...office,
  request: z.object({ id: idField('Learner is required.') }),
  reply: 'json',
  response: OverviewPerson,
});

/** The details block of the instructor modal (same empty text). */
export const instructor = defineAction({
  field: 'overviewinstructor',
  ...office,
  request: z.object({ id: idField('Please select an instructor') }),
  reply: 'json',
  response: OverviewPerson,
});

const optionalId = (message: string) =>
  optionalText().pipe(
    z.union([
      z.literal('').transform(() => null),
      z
        .string()
        .regex(/^\d{1,9}$/, message)
        .transform(Number),
    ]),
  );

/** `learner={id}` or `adi={id}`, exactly one; built where a declaration uses it (learners/actions.ts says why). */
const owner = () =>
  z
    .object({ learner: optionalId('Learner is required.'), adi: optionalId('Please select an instructor') })
    .refine((v) => (v.learner === null) !== (v.adi === null), { path: ['learner'], message: OVERVIEW_REFUSALS.oneOwner });

/** Get overview PDF history: learner={id} or adi={id}, newest month first. */
export const pdfHistory = defineAction({
  field: 'overviewpdfs',
  ...office,
  request: owner(),
  reply: 'json',
  response: z.array(OverviewPdfItem),
});

/** Get e-mail history: learner={id} or adi={id}, newest first. */
export const emailHistory = defineAction({
  field: 'overviewemails',
  ...office,
  request: owner(),
  reply: 'json',
  response: z.array(OverviewEmailItem),
});

/**
 * Download or view an overview: type (1 learner, 2 instructor), year, month, id, and dw="true"
 * for View. Answers "L{id} Overview Report for {month}-{year}.pdf" (A for instructors).
 */
export const overviewPdf = defineAction({
  field: 'overviewpdf',
  ...office,
  request: z.object({
    type: z.enum(['1', '2'], { error: 'Report type is required.' }).transform(Number),
    year: requiredText('Year is required.')
      .regex(/^\d{4}$/, 'Year is required.')
      .transform(Number),
    month: requiredText('Month is required.')
      .regex(/^(0?[1-9]|1[0-2])$/, 'Month is required.')
      .transform(Number),
    id: idField('Report owner is required.'),
    dw: optionalText(),
  }),
  reply: 'file',
});

/**
 * (Re-)send an overview by e-mail to the learner's or instructor's address on record, with the
 * PDF attached: id (the pdf_id). Answers the new e-mail history record id (a positive number).
 */
export const sendOverview = defineAction({
  field: 'sendoverview',
  ...office,
  request: z.object({ id: idField('Report is required.') }),
  reply: 'json',
  response: z.number().int(),
});
