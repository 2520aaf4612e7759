import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idempotencyKey } from '../finance/forms';
import { REGISTRATION_KEY_MESSAGE } from './messages';
import { idField, optionalText, requiredText } from '../validation/fields';
import { learnerFields } from './learner-form';
import { LearnerMail } from './mails';
import { departureForm, eyeTestForm, theoryTestForm } from './record-forms';
import { PAYMENT_VOID_TEXTS, voidReason } from './payment-void';
import { pageFields, pageOf } from '../validation/paging';
import {
  ASSIGNMENT_SORTS,
  CreditLearner,
  CreditSummary,
  DrivingTestRow,
  EyeTestRow,
  ForfeitedCreditRow,
  LEARNER_SORTS,
  LearnerAssignment,
  LearnerBookingRow,
  LearnerDeparture,
  LearnerListed,
  LearnerPaymentRow,
  PaidCreditRow,
  PENDING_LEARNER_SORTS,
  SuitableInstructor,
  TheoryTestRow,
  UnusedCreditRow,
  UsedCreditRow,
} from './types';

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;
/** Learners' Payments Data is read by administrators too: they void payments from it. */
const paymentsData = { endpoint: ENDPOINTS.officeUser, permissions: ['user', 'admin'] } as const;
/**
 * The request of an action about one learner. The action modules build no schema at their top:
 * a production browser build drops the declarations' schemas, and a schema built beside them would
 * keep the schema library on every screen that sends one of these actions.
 */
const byLearner = () => z.object({ id: idField('Learner is required.') });
/** A record form's request: the learner in front of the form's own fields. */
const forLearner = <F extends z.ZodRawShape>(form: z.ZodObject<F>) =>
  z.object({ learner: idField('Learner is required.'), ...form.shape });

/**
 * Register learner: the learner form fields; the password is generated and e-mailed. `idemkey`
 * is made once per submit: a repeat with the same key answers the first result and writes nothing.
 */
export const registerLearner = defineAction({
  field: 'registerlearner',
  ...office,
  request: z.object({ ...learnerFields, idemkey: idempotencyKey(REGISTRATION_KEY_MESSAGE) }),
  reply: 'success',
});

/** Update learner: studentid plus the form, with the account status. */
export const updateLearner = defineAction({
  field: 'updatelearner',
  ...office,
  request: z.object({
    studentid: idField('Learner is required.'),
    ...learnerFields,
    state: z.enum(['0', '1', '2', '3'], { error: 'Account status is required.' }).transform(Number),
  }),
  reply: 'success',
});

/** The learner table: one page of all learners, searched by ID, name, e-mail or mobile. */
export const loadLearners = defineAction({
  field: 'loadlearners',
  ...office,
  request: z.object(pageFields(LEARNER_SORTS)),
  reply: 'json',
  response: pageOf(LearnerListed),
});

/** One learner by id, for a reload of editlearner/:id. */
export const loadLearner = defineAction({
  field: 'loadlearner',
  ...office,
  request: byLearner(),
  reply: 'json',
  response: LearnerListed,
});

/**
 * Assigned learners and instructors: one page of every assignment (newest first), searched by
 * learner or instructor ID or the instructor's name, or only one learner's with `id`.
 */
export const loadAssignments = defineAction({
  field: 'loadassignments',
  ...office,
  request: z.object({
    ...pageFields(ASSIGNMENT_SORTS),
    id: optionalText().pipe(z.string().regex(/^\d{0,9}$/, 'Learner is required.')),
  }),
  reply: 'json',
  response: pageOf(LearnerAssignment),
});

/** Learners awaiting an instructor (paid, no active assignment): one page, longest waiting first. */
export const loadPendingLearners = defineAction({
  field: 'loadpendinglearners',
  ...office,
  request: z.object(pageFields(PENDING_LEARNER_SORTS)),
  reply: 'json',
  response: pageOf(LearnerListed),
});

/** Suitable instructors for a learner by the outer part of the pickup postcode. */
export const suitableInstructors = defineAction({
  field: 'suitableinstructors',
  ...office,
  request: z.object({
    learnerID: idField('Learner is required.'),
    pupostcode: requiredText('Pickup postcode is required.')
      .max(5, 'Pickup postcode is required.')
      .transform((v) => v.toUpperCase().replace(/\s/g, '')),
  }),
  reply: 'json',
  response: z.object({ adis: z.array(SuitableInstructor) }),
});

/** Assign instructor: selectedadi and studentid. */
export const assignInstructor = defineAction({
  field: 'assigninstructor',
  ...office,
  request: z.object({ selectedadi: idField('Please select an instructor.'), studentid: idField('Learner is required.') }),
  reply: 'success',
});

/**
 * Process learner payment: learnerid, lessonplanid and `idemkey`, made once per submit (a repeat
 * answers the first result and writes nothing); card data is never sent.
 */
export const processPayment = defineAction({
  field: 'processlearnerpayment',
  ...office,
  request: z.object({
    learnerid: idField('Learner is required.'),
    lessonplanid: idField('Please select a lesson package.'),
    idemkey: idempotencyKey(),
  }),
  reply: 'success',
});

export const learnerDeparture = defineAction({
  field: 'learnerdeparture',
  ...office,
  request: byLearner(),
  reply: 'json',
  response: z.array(LearnerDeparture),
});
export const learnerEyeTests = defineAction({
  field: 'learnereyetests',
  ...office,
  request: byLearner(),
  reply: 'json',
  response: z.array(EyeTestRow),
});
export const learnerDrivingTests = defineAction({
  field: 'learnerdrivingtests',
  ...office,
  request: byLearner(),
  reply: 'json',
  response: z.array(DrivingTestRow),
});
export const learnerTheoryTests = defineAction({
  field: 'learnertheorytests',
  ...office,
  request: byLearner(),
  reply: 'json',
  response: z.array(TheoryTestRow),
});
export const learnerPayments = defineAction({
  field: 'learnerpaymenthistory',
  ...office,
  request: byLearner(),
  reply: 'json',
  response: z.array(LearnerPaymentRow),
});
export const learnerBookings = defineAction({
  field: 'learnerbookinghistory',
  ...office,
  request: byLearner(),
  reply: 'json',
  response: z.array(LearnerBookingRow),
});

/** Save departure: learner, dateofdeparture, reportedby, reason. */
export const saveDeparture = defineAction({
  field: 'savedeparture',
  ...office,
  request: forLearner(departureForm),
  reply: 'success',
});

/**
 * Withdraw the departure of a learner who has come back (beyond the spec): the departure row is
 * removed, its values kept in the audit trail; the learner can pay again and awaits an instructor.
 */
export const withdrawDeparture = defineAction({
  field: 'withdrawdeparture',
  ...office,
  request: z.object({ learner: idField('Learner is required.') }),
  reply: 'success',
});

/** Save theory test: learner, dateoftest, mcqpoints (0-50), hppoints (0-75), outcome (1 Pass, 0 Fail). */
export const saveTheoryTest = defineAction({
  field: 'savetheorytest',
  ...office,
  request: forLearner(theoryTestForm),
  reply: 'success',
});

/** Save eye test: learner, dateoftest, outcome, testedby (the active instructor), nextsteps. */
export const saveEyeTest = defineAction({
  field: 'saveeyetest',
  ...office,
  request: forLearner(eyeTestForm),
  reply: 'success',
});

/** The paging fields of the payment search: the spec's `keyword` is its search text. */
const paymentSearchPaging = () => {
  const { search: _search, ...fields } = pageFields(LEARNER_SORTS);
  return fields;
};

/**
 * Learner payment search (document 2 §7.5): `keyword` over ID, name, e-mail or mobile as the
 * learner tables search, one page (newest first when the screen asks for student_id desc).
 */
export const learnerPaymentSearch = defineAction({
  field: 'learnerpaymentsearch',
  ...paymentsData,
  request: z.object({
    keyword: optionalText().pipe(z.string().max(60, 'Keyword is too long.')),
    ...paymentSearchPaging(),
  }),
  reply: 'json',
  response: pageOf(CreditLearner),
});

export const learnerCreditSummary = defineAction({
  field: 'learnercreditsummary',
  ...paymentsData,
  request: byLearner(),
  reply: 'json',
  response: CreditSummary,
});
export const learnerPaidCredits = defineAction({
  field: 'learnerpaidcredits',
  ...paymentsData,
  request: byLearner(),
  reply: 'json',
  response: z.array(PaidCreditRow),
});
export const learnerUsedCredits = defineAction({
  field: 'learnerusedcredits',
  ...paymentsData,
  request: byLearner(),
  reply: 'json',
  response: z.array(UsedCreditRow),
});
/** The lessons to come that the learner's booked (Allocated) credits pay for, beyond the spec. */
export const learnerBookedCredits = defineAction({
  field: 'learnerbookedcredits',
  ...paymentsData,
  request: byLearner(),
  reply: 'json',
  response: z.array(UsedCreditRow),
});
export const learnerForfeitedCredits = defineAction({
  field: 'learnerforfeitedcredits',
  ...paymentsData,
  request: byLearner(),
  reply: 'json',
  response: z.array(ForfeitedCreditRow),
});
export const learnerUnusedCredits = defineAction({
  field: 'learnerunusedcredits',
  ...paymentsData,
  request: byLearner(),
  reply: 'json',
  response: z.array(UnusedCreditRow),
});

/**
 * Void a learner payment (administrators only): allowed while none of its credits has been
 * booked or used; its credits are removed and the payment stays, marked voided with the reason.
 * `idemkey` is made once per submit: a repeat of the same void answers SUCCESS again.
 */
export const voidLearnerPayment = defineAction({
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

/** The newest e-mails to one learner (beyond the spec): subject, when, and whether sent, waiting or given up. */
export const learnerMails = defineAction({
  field: 'learnermails',
  ...office,
  request: byLearner(),
  reply: 'json',
  response: z.array(LearnerMail),
});
