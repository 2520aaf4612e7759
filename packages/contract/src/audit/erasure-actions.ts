import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField, requiredText } from '../validation/fields';
import { ERASURE_KINDS, ERASURE_MESSAGES, ERASURE_REASON_MAX, ErasureSubject } from './erasure';

// Schemas beside the declarations are functions, built where a declaration uses them (learners/actions.ts says why).
const reason = () =>
  requiredText(ERASURE_MESSAGES.reason, { multiline: true }).pipe(
    z.string().max(ERASURE_REASON_MAX, ERASURE_MESSAGES.reasonLong),
  );

/**
 * The person an erasure would touch (admin): name as held and whether already erased, for the
 * confirmation dialog that names them.
 */
export const erasureSubject = defineAction({
  field: 'erasuresubject',
  endpoint: ENDPOINTS.officeAdmin,
  permissions: ['admin'],
  request: z.object({
    kind: z.enum(ERASURE_KINDS, { error: ERASURE_MESSAGES.kind }),
    id: idField(ERASURE_MESSAGES.id),
  }),
  reply: 'json',
  response: ErasureSubject,
});

/**
 * Erase a learner on request (UK GDPR, admin): personal fields tombstoned, documents deleted,
 * audit entries about them redacted; payments and bookings stay, anonymised. Refused while they
 * hold unused paid credits or are party to an open complaint.
 */
export const eraseLearner = defineAction({
  field: 'eraselearner',
  endpoint: ENDPOINTS.officeAdmin,
  permissions: ['admin'],
  request: z.object({ learner: idField(ERASURE_MESSAGES.learner), reason: reason() }),
  reply: 'success',
});

/**
 * Erase an instructor on request (admin), as a learner; refused while they have learners
 * assigned, lessons still to come, or an open complaint they are party to.
 */
export const eraseInstructor = defineAction({
  field: 'eraseinstructor',
  endpoint: ENDPOINTS.officeAdmin,
  permissions: ['admin'],
  request: z.object({ instructor: idField(ERASURE_MESSAGES.instructor), reason: reason() }),
  reply: 'success',
});
