import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectPage } from '../../wire/paging';
import { keptCount } from '../../db/kept-totals';
import { availableCredits } from '../credit-figures';
import { LEARNER_NEVER_NULL, LEARNER_ORDER, LEARNER_TIEBREAK, learnerSearch, learnersFoundCount } from '../learner-search';
import { LEARNER_CONTACT, titledLearners } from '../../db/titled-people';

const creditBalance = availableCredits('l.student_id');

/**
 * Learners' Payments Data: one page of learners found by ID (with or without the L), name, e-mail
 * or mobile, with their available credits. The keyword is the learner tables' search, on the
 * expression migration 010 indexes.
 */
export const learnerPaymentSearch = handle(learnerActions.learnerPaymentSearch, async (ctx, { keyword, ...paging }) => {
  let query = titledLearners(ctx.db).select([
    ...LEARNER_CONTACT,
    'l.address_postcode',
    'l.pickup_pc',
    'l.created',
    creditBalance.as('credit_balance'),
  ]);
  const found = learnerSearch(keyword);
  if (found) query = query.where(found);
  const page = await selectPage(query, { ...paging, search: keyword }, LEARNER_ORDER, LEARNER_TIEBREAK, {
    neverNull: LEARNER_NEVER_NULL,
    count: found ? learnersFoundCount(ctx.db, found) : keptCount(ctx.db, 'learners'),
  });
  return {
    total: page.total,
    keys: page.keys,
    rows: page.rows.map(({ address_postcode, created, ...r }) => ({
      ...r,
      address: { postcode: address_postcode },
      created: created.toISOString(),
    })),
  };
});
