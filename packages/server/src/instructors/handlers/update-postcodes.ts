import { INSTRUCTOR_TEXTS, instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { replaceList } from '../instructor-writes';

export const updatePostcodes = handle(instructorActions.updatePostcodes, async (ctx, { id, pcs }) =>
  replaceList(ctx.db, id, INSTRUCTOR_TEXTS.postcodesFailed, { pcs }),
);
