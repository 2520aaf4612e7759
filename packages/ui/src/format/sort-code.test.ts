import { formatSortCode } from './sort-code';

describe('formatSortCode', () => {
  it('formats six digits as xx-xx-xx', () => {
    expect(formatSortCode('123456')).toBe('12-34-56');
    expect(formatSortCode('12 34 56')).toBe('12-34-56');
    expect(formatSortCode('12-34-56')).toBe('12-34-56');
  });

  it('keeps leading zeros of a string sort code', () => {
    expect(formatSortCode('012345')).toBe('01-23-45');
  });

  it('shows an unexpected value unchanged rather than guessing', () => {
    expect(formatSortCode('12345')).toBe('12345');
  });

  it.each([null, undefined, '', '000000', 0])('shows N/A for %p', (input) => {
    expect(formatSortCode(input)).toBe('N/A');
  });
});
