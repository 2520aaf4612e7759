import { formatLandline, formatMobile } from './phone';

describe('formatMobile', () => {
  it('splits 4-3-rest', () => {
    expect(formatMobile('07700900123')).toBe('0770 090 0123');
    expect(formatMobile('0770090012')).toBe('0770 090 012');
  });

  it('reformats numbers typed with spaces', () => {
    expect(formatMobile('07700 900 123')).toBe('0770 090 0123');
  });

  it('leaves short numbers in as few groups as they fill', () => {
    expect(formatMobile('0770')).toBe('0770');
    expect(formatMobile('07700')).toBe('0770 0');
  });

  it.each([null, undefined, '', '0', '000', 0])('shows N/A for %p', (input) => {
    expect(formatMobile(input)).toBe('N/A');
  });
});

describe('formatLandline', () => {
  it('splits 3-4-rest', () => {
    expect(formatLandline('02079460000')).toBe('020 7946 0000');
    expect(formatLandline('011798765')).toBe('011 7987 65');
  });

  it.each([null, '', '0', 0])('shows N/A for %p', (input) => {
    expect(formatLandline(input)).toBe('N/A');
  });
});
