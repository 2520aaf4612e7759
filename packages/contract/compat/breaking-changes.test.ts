import { z } from 'zod';
import { defineAction } from '../src/wire/action';
import { ENDPOINTS } from '../src/wire/endpoints';
import { wireChanges } from './breaking-changes';
import { requiredStep, stepBetween } from './version-steps';
import { currentWire } from './wire-shapes';

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;
const row = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });

const request = z.object({ search: z.string().max(100).optional(), kind: z.enum(['a', 'b']) });

function wire(req: z.ZodObject = request, response: z.ZodTypeAny = z.array(row), withSave = false) {
  const list = defineAction({ field: 'rows', ...office, request: req, reply: 'json', response });
  const save = defineAction({ field: 'save', ...office, request: z.object({}), reply: 'success' });
  return currentWire(withSave ? [list, save] : [list]);
}

const before = wire();

describe('the wire compatibility rules', () => {
  it('finds nothing between a wire and itself', () => {
    expect(wireChanges(before, before)).toEqual({ breaking: [], additive: [] });
  });

  it('calls a reply field removed, made optional or made nullable breaking', () => {
    const removed = wire(request, z.array(row.omit({ name: true })));
    expect(wireChanges(before, removed).breaking).toEqual(['rows reply[].name: removed']);
    const optional = wire(request, z.array(row.partial({ id: true })));
    expect(wireChanges(before, optional).breaking).toEqual(['rows reply[].id: made optional']);
    const nullable = wire(request, z.array(row.extend({ name: z.string().nullable() })));
    expect(wireChanges(before, nullable).breaking).toEqual(['rows reply[].name: type string → string | null']);
  });

  it('calls a reply field whose type changed breaking, and one added an addition', () => {
    const retyped = wire(request, z.array(row.extend({ id: z.string() })));
    expect(wireChanges(before, retyped).breaking).toEqual(['rows reply[].id: type number → string']);
    const grown = wire(request, z.array(row.extend({ extra: z.boolean() })));
    expect(wireChanges(before, grown)).toEqual({ breaking: [], additive: ['rows reply[].extra: added'] });
  });

  it('calls a request field made required, narrowed or given fewer values breaking, and loosened an addition', () => {
    const required = wire(request.required({ search: true }));
    expect(wireChanges(before, required).breaking).toEqual(['rows request.search: made required']);
    const shorter = wire(request.extend({ search: z.string().max(50).optional() }));
    expect(wireChanges(before, shorter).breaking).toEqual(['rows request.search: maxLength 100 → 50']);
    const fewer = wire(request.extend({ kind: z.enum(['a']) }));
    expect(wireChanges(before, fewer).breaking).toEqual(['rows request.kind: values "a" | "b" → "a"']);
    const looser = wire(
      z.object({ search: z.string().max(200).optional(), kind: z.enum(['a', 'b', 'c']), page: z.string().optional() }),
    );
    expect(wireChanges(before, looser).breaking).toEqual([]);
    expect(wireChanges(before, looser).additive).toEqual(expect.arrayContaining(['rows request.page: added']));
  });

  it('calls an action removed breaking and one added an addition', () => {
    const more = wire(request, z.array(row), true);
    expect(wireChanges(before, more)).toEqual({ breaking: [], additive: ['save: action added'] });
    expect(wireChanges(more, before).breaking).toEqual(['save: action removed']);
  });

  it('asks a major for a breaking change and a minor for an addition', () => {
    expect(requiredStep({ breaking: ['x'], additive: ['y'] })).toBe('major');
    expect(requiredStep({ breaking: [], additive: ['y'] })).toBe('minor');
    expect(requiredStep({ breaking: [], additive: [] })).toBeNull();
    expect([stepBetween('1.1.0', '2.0.0'), stepBetween('1.1.0', '1.2.0'), stepBetween('1.1.0', '1.1.1')]).toEqual([
      'major',
      'minor',
      'patch',
    ]);
  });
});
