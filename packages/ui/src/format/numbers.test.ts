import { formatGBP, formatNumber } from './numbers';

describe('formatGBP', () => {
  it.each([
    [1234.5, '£1,234.50'],
    ['1234.5', '£1,234.50'],
    [' 99.99 ', '£99.99'],
    [0, '£0.00'],
    ['0.00', '£0.00'],
    [-12.5, '-£12.50'],
    [1000000, '£1,000,000.00'],
  ])('formats %p as %p', (input, expected) => {
    expect(formatGBP(input)).toBe(expected);
  });

  it.each([null, undefined, '', '   ', 'abc'])('shows N/A for missing amount %p', (input) => {
    expect(formatGBP(input)).toBe('N/A');
  });
});

describe('formatNumber', () => {
  it('groups thousands in en-GB style', () => {
    expect(formatNumber(12345.678)).toBe('12,345.678');
    expect(formatNumber('2500')).toBe('2,500');
  });

  it('passes options through', () => {
    expect(formatNumber(3.14159, { maximumFractionDigits: 1 })).toBe('3.1');
  });

  it('shows N/A for missing values and keeps zero', () => {
    expect(formatNumber(null)).toBe('N/A');
    expect(formatNumber(0)).toBe('0');
  });

  it('makes one formatter for each set of options and keeps it', () => {
    const { NumberFormat } = Intl;
    const made: unknown[] = [];
    const spy = jest.spyOn(Intl, 'NumberFormat').mockImplementation((locale, options) => {
      made.push(options);
      return new NumberFormat(locale, options);
    });
    try {
      const money = { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 } as const;
      expect([formatNumber(35000, money), formatNumber(12, money), formatNumber(35000, { ...money })]).toEqual([
        '£35,000',
        '£12',
        '£35,000',
      ]);
      expect(formatNumber(2.25, { maximumFractionDigits: 2 })).toBe('2.25');
      expect(formatNumber(2.25, { maximumFractionDigits: 2 })).toBe('2.25');
      expect(made).toEqual([money, { maximumFractionDigits: 2 }]);
    } finally {
      spy.mockRestore();
    }
  });
});
