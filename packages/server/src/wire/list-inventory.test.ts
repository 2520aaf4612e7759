import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { z } from 'zod';
import { ALL_ACTIONS } from '@dss/contract';
import { requestKeys } from '../test-support/paged-lists';
import { BOUNDED_LISTS } from './bounded-lists';

/**
 * The inventory of list replies, read from the declared reply schemas so that it cannot rot: every
 * action whose reply is, or holds, a list must answer a page (`pageOf(row)`: rows and total, for the
 * paging fields) or be named in BOUNDED_LISTS with the reason its list cannot grow with the school.
 */

type ListKind = 'paged' | 'unpaged' | 'none';

/** Whether a reply schema is, or holds within a few levels of fields, a list; and whether that is a page. */
function kindOf(schema: unknown, depth = 0): ListKind {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return kindOf(schema.unwrap(), depth);
  if (schema instanceof z.ZodArray || schema instanceof z.ZodTuple) return 'unpaged';
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    const kinds = schema.options.map((option: unknown) => kindOf(option, depth));
    return kinds.includes('unpaged') ? 'unpaged' : kinds.includes('paged') ? 'paged' : 'none';
  }
  if (!(schema instanceof z.ZodObject) || depth > 3) return 'none';
  const shape: Record<string, unknown> = schema.shape;
  if (shape.rows && shape.total) return 'paged';
  let found: ListKind = 'none';
  for (const field of Object.values(shape)) {
    const inner = kindOf(field, depth + 1);
    if (inner === 'unpaged') return 'unpaged';
    if (inner === 'paged') found = 'paged';
  }
  return found;
}

/** The reply kind of every action that answers JSON, by its wire field. */
function replyKinds(): Map<string, ListKind> {
  const kinds = new Map<string, ListKind>();
  for (const action of ALL_ACTIONS) if (action.response) kinds.set(action.field, kindOf(action.response));
  return kinds;
}

describe('the inventory of list replies', () => {
  let kinds: Map<string, ListKind>;
  const actions = new Map(ALL_ACTIONS.map((action) => [action.field, action]));
  before(() => {
    kinds = replyKinds();
  });

  it('reads the reply schema of every action of the contract that answers JSON', () => {
    const jsonActions = ALL_ACTIONS.filter((a) => a.reply === 'json' || a.reply === 'result');
    assert.equal(kinds.size, jsonActions.length);
    assert.ok(kinds.size > 100, String(kinds.size));
  });

  it('finds no list reply that is neither a page nor named as bounded with its reason', () => {
    const unpaged = [...kinds].filter(([, kind]) => kind === 'unpaged').map(([name]) => name);
    const unexplained = unpaged.filter((field) => !BOUNDED_LISTS[field]);
    assert.deepEqual(unexplained, [], 'lists that are neither paged nor named in BOUNDED_LISTS');
  });

  it('names as bounded only actions that still answer an unpaged list', () => {
    const unpaged = new Set([...kinds].filter(([, kind]) => kind === 'unpaged').map(([name]) => name));
    assert.deepEqual(
      Object.keys(BOUNDED_LISTS).filter((field) => !unpaged.has(field)),
      [],
      'named bounded but paged now, or gone',
    );
    for (const reason of Object.values(BOUNDED_LISTS)) assert.ok(reason.length > 10, reason);
  });

  it('asks for the paging fields on every action that answers a page', () => {
    const paged = [...kinds].filter(([, kind]) => kind === 'paged').map(([name]) => actions.get(name)!);
    assert.ok(paged.length > 30, String(paged.length));
    const missing = paged
      .filter((action) => !['sort', 'dir', 'page', 'pagesize'].every((key) => key in requestKeys(action)))
      .map((action) => action.field);
    assert.deepEqual(missing, []);
  });
});
