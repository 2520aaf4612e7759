import { sql, type SqlBool } from 'kysely';
import { bookingActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { instructorPage } from '../picker-pages';

// The learners awaiting a booking are read from the bell's kept flags (migration 031), not by
// testing every learner of the school against the rule.
const pendingLearnerCount = sql<number>`(SELECT count(*) FROM pending_booking_kept p WHERE p.adi_id = i.adi_id)::integer`;

export const pendingBookingInstructors = handle(bookingActions.pendingBookingInstructors, (ctx, input) =>
  instructorPage(ctx, input, pendingLearnerCount, sql<SqlBool>`i.adi_id IN (SELECT p.adi_id FROM pending_booking_kept p)`),
);
