import {
  columnTotal,
  countLabel,
  feedbackColour,
  feedbackPercent,
  linesOverPeriods,
  overPeriods,
  percentOf,
  periodLabel,
  toCsv,
} from './report-figures';

describe('report figures', () => {
  it('gives each value as a percentage of its column total, to one decimal', () => {
    expect(percentOf(1, 3)).toBe('33.3');
    expect(percentOf(2, 3)).toBe('66.7');
    expect(percentOf(0, 0)).toBe('0.0');
  });

  it('totals money columns in pence, so £0.10 + £0.20 is £0.30', () => {
    expect(columnTotal(['0.10', '0.20'])).toBe(0.3);
    expect(columnTotal([1, 2, 3])).toBe(6);
  });

  it('scores feedback as ceil(20 x ratings_total / no_of_ratings)', () => {
    expect(feedbackPercent(9, 2)).toBe(90);
    expect(feedbackPercent(7, 2)).toBe(70);
    expect(feedbackPercent(10, 3)).toBe(67); // 66.67 rounds up
    expect(feedbackPercent(5, 1)).toBe(100);
    expect(feedbackPercent(0, 0)).toBe(0);
  });

  it('colours the bands 100 green, 80-99 lime, 60-79 yellow, 40-59 orange, below 40 red', () => {
    expect([100, 99, 80, 79, 60, 59, 40, 39, 20].map(feedbackColour)).toEqual([
      'green',
      'lime',
      'lime',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });

  it('lays counts over every period of the range, by day up to 62 days and by month beyond', () => {
    expect(overPeriods('2025-03-29', '2025-03-31', [{ period: '2025-03-30', count: 2 }])).toEqual([
      { period: '2025-03-29', count: 0 },
      { period: '2025-03-30', count: 2 },
      { period: '2025-03-31', count: 0 },
    ]);
    expect(overPeriods('2024-11-15', '2025-02-10', [{ period: '2025-01-01', count: 4 }]).map((p) => p.period)).toEqual([
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
    ]);
    expect(periodLabel('2025-03-30', 'day')).toBe('30/03/2025');
    expect(periodLabel('2025-03-01', 'month')).toBe('Mar 2025');
  });

  it('writes counts as en-GB Intl does, to one decimal', () => {
    const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
    const values = [
      0,
      1,
      7,
      12,
      999,
      1000,
      12345,
      1234567,
      987654321012,
      0.05,
      0.04,
      0.95,
      2.5,
      12.25,
      1.15,
      1.149,
      1.45,
      9.95,
      99.96,
      999.95,
      123456.789,
      0.1 + 0.2,
      1e-7,
      1e21,
      -1,
      -12.25,
      -1234.56,
      -0.04,
    ];
    expect(values.map(countLabel)).toEqual(values.map((v) => intl.format(v)));
    expect(countLabel(12345.67)).toBe('12,345.7');
    expect(countLabel(Number.NaN)).toBe('N/A');
  });

  it('labels months and counts without an Intl formatter', () => {
    // A toLocaleString with options makes a formatter of its own: counted as one made.
    const { DateTimeFormat } = Intl;
    let made = 0;
    const formatterSpy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locale, options) => {
      made += 1;
      return new DateTimeFormat(locale, options);
    });
    const localeStringSpy = jest.spyOn(Date.prototype, 'toLocaleString');
    try {
      const months = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}-01`);
      expect(months.map((p) => periodLabel(p, 'month'))).toEqual(
        'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ').map((m) => `${m} 2025`),
      );
      expect(countLabel(1234.5)).toBe('1,234.5');
      expect(made + localeStringSpy.mock.calls.length).toBe(0);
    } finally {
      formatterSpy.mockRestore();
      localeStringSpy.mockRestore();
    }
  });

  it('draws one line per key with zeros where a period has none', () => {
    const lines = linesOverPeriods('2025-03-01', '2025-03-02', [{ period: '2025-03-02', key: 'm', count: 1 }], (k) =>
      k.toUpperCase(),
    );
    expect(lines).toEqual([
      {
        id: 'M',
        data: [
          { x: '2025-03-01', y: 0 },
          { x: '2025-03-02', y: 1 },
        ],
      },
    ]);
  });

  it('writes CSV with quoted fields and formulas kept as text', () => {
    expect(
      toCsv(
        ['Name', 'Count'],
        [
          ['Smith, J', 2],
          ['=SUM(A1)', 1],
          ['Say "hi"', 0],
        ],
      ),
    ).toBe('Name,Count\r\n"Smith, J",2\r\n\'=SUM(A1),1\r\n"Say ""hi""",0\r\n');
  });
});
