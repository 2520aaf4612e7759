import { rowMatches, searchTerms } from './search';

describe('table search', () => {
  it('splits a query into lower-case words', () => {
    expect(searchTerms('  Jane   SMITH ')).toEqual(['jane', 'smith']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('needs every word, in any order and any column', () => {
    const row = 'l12\nmiss jane smith\n0770 090 0123';
    expect(rowMatches(row, ['smith', 'jane'])).toBe(true);
    expect(rowMatches(row, ['smith', 'l12'])).toBe(true);
    expect(rowMatches(row, ['smith', 'brown'])).toBe(false);
  });

  it('matches everything when there are no words', () => {
    expect(rowMatches('anything', [])).toBe(true);
  });
});
