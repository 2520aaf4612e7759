import { z } from 'zod';
import { replyProblems } from './reply-check';

const row = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable().optional() });
const page = z.object({ rows: z.array(row), total: z.number() });

describe('replyProblems', () => {
  it('finds nothing wrong with a reply that matches its schema, optional fields left out', () => {
    expect(
      replyProblems(page, {
        rows: [
          { id: 1, name: 'A' },
          { id: 2, name: 'B', note: null },
        ],
        total: 2,
      }),
    ).toEqual([]);
  });

  it('names the path of a field whose type drifted, without its value', () => {
    const problems = replyProblems(page, { rows: [{ id: '7', name: 'Secret Name' }], total: 1 });
    expect(problems).toEqual(['rows.0.id: Invalid input: expected number, received string']);
    expect(problems.join()).not.toContain('Secret');
  });

  it('names a declared field the reply left out', () => {
    expect(replyProblems(page, { rows: [{ id: 1 }], total: 1 })).toEqual([
      'rows.0.name: Invalid input: expected string, received undefined',
    ]);
  });

  it('names keys the reply holds that the schema does not declare, however deep', () => {
    expect(replyProblems(page, { rows: [{ id: 1, name: 'A', password_hash: 'x' }], total: 1, debug: true })).toEqual([
      'rows.0.password_hash: not declared in the reply schema',
      'debug: not declared in the reply schema',
    ]);
  });
});
