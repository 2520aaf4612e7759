import { sql } from 'kysely';
import { bookingActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { instructorPage } from '../picker-pages';

const activeLearnerCount = sql<number>`(SELECT count(*) FROM assignments a WHERE a.adi_id = i.adi_id AND a.assign_status = 1)::integer`;

export const bookingInstructors = handle(bookingActions.bookingInstructors, (ctx, input) =>
  instructorPage(ctx, input, activeLearnerCount),
);
