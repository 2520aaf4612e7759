import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import type { SuccessWord } from '../wire/replies';
import { idempotencyKey } from '../finance/forms';
import { REGISTRATION_KEY_MESSAGE, THEORY_SCORE_MESSAGE } from './messages';
import { idField, optionalText, requiredText, smallIdField } from '../validation/fields';
import { learnerFields, pastOrTodayDate } from './learner-form';
import { PAYMENT_VOID_TEXTS, voidReason } from './payment-void';
import { pageFields, type Page } from '../validation/paging';
import type {
  CreditLearner,
  CreditSummary,
  DrivingTestRow,
  EyeTestRow,
  ForfeitedCreditRow,
  LearnerAssignment,
  LearnerBookingRow,
  LearnerDeparture,
  LearnerListed,
  LearnerPaymentRow,
  PaidCreditRow,
  SuitableInstructor,
  TheoryTestRow,
  UnusedCreditRow,
  UsedCreditRow,
} from './types';
import { ASSIGNMENT_SORTS, LEARNER_SORTS, PENDING_LEARNER_SORTS } from './types';

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;
/** Learners' Payments Data is read by administrators too: they void payments from it. */
const paymentsData = { endpoint: ENDPOINTS.officeUser, permissions: ['user', 'admin'] } as const;
const byLearner = z.object({ id: idField('Learner is required.') });

/**
 * Register learner: the learner form fields; the password is generated and e-mailed. `idemkey`
 * is made once per submit: a repeat with the same key answers the first result and writes nothing.
 */
export const registerLearner = defineAction<SuccessWord>()({
  field: 'registerlearner',
  ...office,
  request: z.object({ ...learnerFields, idemkey: idempotencyKey(REGISTRATION_KEY_MESSAGE) }),
  reply: 'success',
});

/** Update learner: studentid plus the form, with the account status. */
export const updateLearner = defineAction<SuccessWord>()({
  field: 'updatelearner',
  ...office,
  request: z.object({
    studentid: idField('Learner is required.'),
    ...learnerFields,
    state: z.enum(['0', '1', '2', '3'], { errorMap: () => ({ message: 'Account status is required.' }) }).transform(Number),
  }),
  reply: 'success',
});

/** The learner table: one page of all learners, searched by ID, name, e-mail or mobile. */
export const loadLearners = defineAction<Page<LearnerListed>>()({
  field: 'loadlearners',
  ...office,
  request: z.object(pageFields(LEARNER_SORTS)),
  reply: 'json',
});

/** One learner by id, for a reload of editlearner/:id. */
export const loadLearner = defineAction<LearnerListed>()({ field: 'loadlearner', ...office, request: byLearner, reply: 'json' });

/**
 * Assigned learners and instructors: one page of every assignment (newest first), searched by
 * learner or instructor ID or the instructor's name, or only one learner's with `id`.
 */
export const loadAssignments = defineAction<Page<LearnerAssignment>>()({
  field: 'loadassignments',
  ...office,
  request: z.object({
    ...pageFields(ASSIGNMENT_SORTS),
    id: optionalText().pipe(z.string().regex(/^\d{0,9}$/, 'Learner is required.')),
  }),
  reply: 'json',
});

/** Learners awaiting an instructor (paid, no active assignment): one page, longest waiting first. */
export const loadPendingLearners = defineAction<Page<LearnerListed>>()({
  field: 'loadpendinglearners',
  ...office,
  request: z.object(pageFields(PENDING_LEARNER_SORTS)),
  reply: 'json',
});

/** Suitable instructors for a learner by the outer part of the pickup postcode. */
export const suitableInstructors = defineAction<{ adis: SuitableInstructor[] }>()({
  field: 'suitableinstructors',
  ...office,
  request: z.object({
    learnerID: idField('Learner is required.'),
    pupostcode: requiredText('Pickup postcode is required.')
      .max(5, 'Pickup postcode is required.')
      .transform((v) => v.toUpperCase().replace(/\s/g, '')),
  }),
  reply: 'json',
});

/** Assign instructor: selectedadi and studentid. */
export const assignInstructor = defineAction<SuccessWord>()({
  field: 'assigninstructor',
  ...office,
  request: z.object({ selectedadi: idField('Please select an instructor.'), studentid: idField('Learner is required.') }),
  reply: 'success',
});

/**
 * Process learner payment: learnerid, lessonplanid and `idemkey`, made once per submit (a repeat
 * answers the first result and writes nothing); card data is never sent.
 */
export const processPayment = defineAction<SuccessWord>()({
  field: 'processlearnerpayment',
  ...office,
  request: z.object({
    learnerid: idField('Learner is required.'),
    lessonplanid: idField('Please select a lesson package.'),
    idemkey: idempotencyKey(),
  }),
  reply: 'success',
});

export const learnerDeparture = defineAction<LearnerDeparture[]>()({
  field: 'learnerdeparture',
  ...office,
  request: byLearner,
  reply: 'json',
});
export const learnerEyeTests = defineAction<EyeTestRow[]>()({
  field: 'learnereyetests',
  ...office,
  request: byLearner,
  reply: 'json',
});
export const learnerDrivingTests = defineAction<DrivingTestRow[]>()({
  field: 'learnerdrivingtests',
  ...office,
  request: byLearner,
  reply: 'json',
});
export const learnerTheoryTests = defineAction<TheoryTestRow[]>()({
  field: 'learnertheorytests',
  ...office,
  request: byLearner,
  reply: 'json',
});
export const learnerPayments = defineAction<LearnerPaymentRow[]>()({
  field: 'learnerpaymenthistory',
  ...office,
  request: byLearner,
  reply: 'json',
});
export const learnerBookings = defineAction<LearnerBookingRow[]>()({
  field: 'learnerbookinghistory',
  ...office,
  request: byLearner,
  reply: 'json',
});

/** Save departure: learner, dateofdeparture, reportedby, reason. */
export const saveDeparture = defineAction<SuccessWord>()({
  field: 'savedeparture',
  ...office,
  request: z.object({
    learner: idField('Learner is required.'),
    dateofdeparture: pastOrTodayDate('Date of departure is required.'),
    reportedby: smallIdField('Reported by is required.'),
    reason: smallIdField('Reason for departure is required.'),
  }),
  reply: 'success',
});

/**
 * Withdraw the departure of a learner who has come back (beyond the spec): the departure row is
 * removed, its values kept in the audit trail; the learner can pay again and awaits an instructor.
 */
export const withdrawDeparture = defineAction<SuccessWord>()({
  field: 'withdrawdeparture',
  ...office,
  request: z.object({ learner: idField('Learner is required.') }),
  reply: 'success',
});

const score = (max: number) =>
  requiredText(THEORY_SCORE_MESSAGE)
    .regex(/^\d{1,2}$/, THEORY_SCORE_MESSAGE)
    .transform(Number)
    .refine((n) => n <= max, THEORY_SCORE_MESSAGE);

/** Save theory test: learner, dateoftest, mcqpoints (0-50), hppoints (0-75), outcome (1 Pass, 0 Fail). */
export const saveTheoryTest = defineAction<SuccessWord>()({
  field: 'savetheorytest',
  ...office,
  request: z.object({
    learner: idField('Learner is required.'),
    dateoftest: pastOrTodayDate('Date of test is required.'),
    mcqpoints: score(50),
    hppoints: score(75),
    outcome: z.enum(['0', '1'], { errorMap: () => ({ message: 'Test outcome is required.' }) }).transform(Number),
  }),
  reply: 'success',
});

/** Save eye test: learner, dateoftest, outcome, testedby (the active instructor), nextsteps. */
export const saveEyeTest = defineAction<SuccessWord>()({
  field: 'saveeyetest',
  ...office,
  request: z.object({
    learner: idField('Learner is required.'),
    dateoftest: pastOrTodayDate('Date of eye test is required.'),
    outcome: z.enum(['0', '1'], { errorMap: () => ({ message: 'Eye test outcome is required.' }) }).transform(Number),
    testedby: idField('No Active Driving Instructor'),
    nextsteps: smallIdField('Eye test next step is required.'),
  }),
  reply: 'success',
});

/** The paging fields of the payment search: the spec's `keyword` is its search text. */
const { search: _search, ...paymentSearchPaging } = pageFields(LEARNER_SORTS);

/**
 * Learner payment search (document 2 §7.5): `keyword` over ID, name, e-mail or mobile as the
 * learner tables search, one page (newest first when the screen asks for student_id desc).
 */
export const learnerPaymentSearch = defineAction<Page<CreditLearner>>()({
  field: 'learnerpaymentsearch',
  ...paymentsData,
  request: z.object({
    keyword: optionalText().pipe(z.string().max(60, 'Keyword is too long.')),
    ...paymentSearchPaging,
  }),
  reply: 'json',
});

export const learnerCreditSummary = defineAction<CreditSummary>()({
  field: 'learnercreditsummary',
  ...paymentsData,
  request: byLearner,
  reply: 'json',
});
export const learnerPaidCredits = defineAction<PaidCreditRow[]>()({
  field: 'learnerpaidcredits',
  ...paymentsData,
  request: byLearner,
  reply: 'json',
});
export const learnerUsedCredits = defineAction<UsedCreditRow[]>()({
  field: 'learnerusedcredits',
  ...paymentsData,
  request: byLearner,
  reply: 'json',
});
export const learnerForfeitedCredits = defineAction<ForfeitedCreditRow[]>()({
  field: 'learnerforfeitedcredits',
  ...paymentsData,
  request: byLearner,
  reply: 'json',
});
export const learnerUnusedCredits = defineAction<UnusedCreditRow[]>()({
  field: 'learnerunusedcredits',
  ...paymentsData,
  request: byLearner,
  reply: 'json',
});

/**
 * Void a learner payment (administrators only): allowed while none of its credits has been
 * booked or used; its credits are removed and the payment stays, marked voided with the reason.
 * `idemkey` is made once per submit: a repeat of the same void answers SUCCESS again.
 */
export const voidLearnerPayment = defineAction<SuccessWord>()({
  field: 'voidlearnerpayment',
  endpoint: ENDPOINTS.officeAdmin,
  permissions: ['admin'],
  request: z.object({
    payid: idField(PAYMENT_VOID_TEXTS.paymentRequired),
    reason: voidReason,
    idemkey: idempotencyKey(),
  }),
  reply: 'success',
});
