import { z } from 'zod';
import { idField, requiredText } from '../validation/fields';
import { mapNonEmpty } from '../validation/narrowing';
import { ASSIGNMENT_END_STATES, ASSIGNMENT_MESSAGES } from './assignment-states';

const END_STATE_VALUES = mapNonEmpty(ASSIGNMENT_END_STATES, (s) => String(s.value));

const reason = requiredText(ASSIGNMENT_MESSAGES.reason).max(200, ASSIGNMENT_MESSAGES.reasonLong);

/** Re-assign's form: the new instructor and why. */
export const reassignForm = z.object({ selectedadi: idField('Please select an instructor.'), reason });

/** End Assignment's form: the ending state and why. */
export const endAssignmentForm = z.object({
  status: z.enum(END_STATE_VALUES, { error: ASSIGNMENT_MESSAGES.status }).transform(Number),
  reason,
});

export type ReassignFormValues = Partial<Record<keyof z.input<typeof reassignForm>, string>>;
export type EndAssignmentFormValues = Partial<Record<keyof z.input<typeof endAssignmentForm>, string>>;
