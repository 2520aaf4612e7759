import {
  columnTotal,
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
