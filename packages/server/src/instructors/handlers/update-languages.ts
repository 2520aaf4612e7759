import { INSTRUCTOR_TEXTS, instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { replaceList } from '../instructor-writes';

export const updateLanguages = handle(instructorActions.updateLanguages, async (ctx, { id, lns }) =>
  replaceList(ctx.db, id, INSTRUCTOR_TEXTS.languagesFailed, { langs: lns }),
);
