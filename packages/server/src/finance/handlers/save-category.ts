import { FINANCE_TEXTS, financeActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { errorCode } from '../../property-of';

/** PostgreSQL's unique-violation code. */
const UNIQUE_VIOLATION = '23505';
const isUnique = (error: unknown) => errorCode(error) === UNIQUE_VIOLATION;

/** A category name is unique per kind, ignoring case; a duplicate answers the spec's error text. */
export const saveCategory = handle(financeActions.saveCategory, async (ctx, input) => {
  try {
    await ctx.db
      .insertInto('finance_categories')
      .values({ category: input.cat, type: input.type, tax: input.rate, created_by: staffOf(ctx).staffId })
      .execute();
  } catch (error) {
    if (isUnique(error)) throw new ActionRefused(FINANCE_TEXTS.categoryFailed);
    throw error;
  }
  return SUCCESS;
});
