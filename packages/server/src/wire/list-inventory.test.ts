import assert from 'node:assert/strict';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, describe, it } from 'node:test';
import ts from 'typescript';
import {
  adminActions,
  ALL_ACTIONS,
  auditActions,
  authActions,
  bookingActions,
  complaintActions,
  dictionaryActions,
  erasureActions,
  feedbackActions,
  financeActions,
  instructorActions,
  learnerActions,
  learnerAssignmentActions,
  overviewActions,
  performanceActions,
  reportActions,
  shellActions,
  type ActionDef,
} from '@dss/contract';
import { BOUNDED_LISTS } from './bounded-lists';

/**
 * The inventory of list replies, read from the declared reply types so that it cannot rot: every
 * action whose reply is, or holds, a list must answer a page (`Page<T>`: rows and total, for the
 * paging fields) or be named in BOUNDED_LISTS with the reason its list cannot grow with the school.
 */

type ListKind = 'paged' | 'unpaged' | 'none';

/** The reply type of each exported action of the domain `actions.ts` modules, by its wire field. */
function replyKinds(): Map<string, ListKind> {
  const src = join(dirname(fileURLToPath(import.meta.url)), '../../../contract/src');
  const program = ts.createProgram([join(src, 'all-actions.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();

  const isArray = (t: ts.Type) => checker.isArrayType(t) || checker.isTupleType(t);
  const isPage = (t: ts.Type) => {
    const rows = t.getProperty('rows');
    return rows !== undefined && t.getProperty('total') !== undefined;
  };
  /** Whether a type is, or holds within a few levels of properties, a list; and whether that is a page. */
  const kindOf = (t: ts.Type, at: ts.Node, depth = 0): ListKind => {
    const parts = t.isUnion() ? t.types : [t];
    let found: ListKind = 'none';
    for (const part of parts) {
      if (part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) continue;
      if (isArray(part)) return 'unpaged';
      if (!(part.flags & ts.TypeFlags.Object) || depth > 3) continue;
      if (isPage(part)) {
        found = 'paged';
        continue;
      }
      for (const prop of part.getProperties()) {
        const inner = kindOf(checker.getTypeOfSymbolAtLocation(prop, at), at, depth + 1);
        if (inner === 'unpaged') return 'unpaged';
        if (inner === 'paged') found = 'paged';
      }
    }
    return found;
  };

  const kinds = new Map<string, ListKind>();
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(src) || !/actions\.ts$/.test(file.fileName) || file.fileName.endsWith('all-actions.ts'))
      continue;
    const module = checker.getSymbolAtLocation(file);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const action = checker.getTypeOfSymbolAtLocation(exported, file);
      const response = action.getProperty('__response');
      const reply = action.getProperty('reply');
      const field = action.getProperty('field');
      if (!response || !reply || !field) continue;
      const replyKind = checker.typeToString(checker.getTypeOfSymbolAtLocation(reply, file));
      // A file answer is bytes (streamed), a success answer the word: neither is a list.
      if (replyKind !== '"json"' && replyKind !== '"result"') continue;
      const name = `${relative(src, file.fileName)}#${exported.getName()}`;
      kinds.set(name, kindOf(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(response, file)), file));
    }
  }
  return kinds;
}

/** The form fields an action's request names, through any refinements around its object. */
function requestKeys(action: ActionDef): string[] {
  let schema = action.request as unknown as { shape?: object; _def?: { schema?: unknown } };
  while (!schema.shape && schema._def?.schema) schema = schema._def.schema as typeof schema;
  return Object.keys(schema.shape ?? {});
}

/** Each exported action by `file#export`, as replyKinds names them. */
function actionsByExport(): Map<string, ActionDef> {
  const modules: Record<string, Record<string, unknown>> = {
    'admin/actions.ts': adminActions,
    'auth/actions.ts': authActions,
    'shell/actions.ts': shellActions,
    'dictionaries/actions.ts': dictionaryActions,
    'learners/actions.ts': learnerActions,
    'learners/assignment-actions.ts': learnerAssignmentActions,
    'instructors/actions.ts': instructorActions,
    'finance/actions.ts': financeActions,
    'overviews/actions.ts': overviewActions,
    'bookings/actions.ts': bookingActions,
    'feedback/actions.ts': feedbackActions,
    'complaints/actions.ts': complaintActions,
    'reports/actions.ts': reportActions,
    'reports/performance-actions.ts': performanceActions,
    'audit/actions.ts': auditActions,
    'audit/erasure-actions.ts': erasureActions,
  };
  const byExport = new Map<string, ActionDef>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, action] of Object.entries(exports)) byExport.set(`${file}#${name}`, action as ActionDef);
  }
  return byExport;
}

describe('the inventory of list replies', () => {
  let kinds: Map<string, ListKind>;
  let actions: Map<string, ActionDef>;
  before(() => {
    kinds = replyKinds();
    actions = actionsByExport();
  });

  it('reads the reply type of every action of the contract', () => {
    const jsonActions = ALL_ACTIONS.filter((a) => a.reply === 'json' || a.reply === 'result');
    assert.equal(kinds.size, jsonActions.length);
    assert.deepEqual([...actions.values()].map((a) => a.field).sort(), ALL_ACTIONS.map((a) => a.field).sort());
  });

  it('finds no list reply that is neither a page nor named as bounded with its reason', () => {
    const unpaged = [...kinds].filter(([, kind]) => kind === 'unpaged').map(([name]) => actions.get(name)!.field);
    const unexplained = unpaged.filter((field) => !BOUNDED_LISTS[field]);
    assert.deepEqual(unexplained, [], 'lists that are neither paged nor named in BOUNDED_LISTS');
  });

  it('names as bounded only actions that still answer an unpaged list', () => {
    const unpaged = new Set([...kinds].filter(([, kind]) => kind === 'unpaged').map(([name]) => actions.get(name)!.field));
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
      .filter((action) => !['sort', 'dir', 'page', 'pagesize'].every((key) => requestKeys(action).includes(key)))
      .map((action) => action.field);
    assert.deepEqual(missing, []);
  });
});
