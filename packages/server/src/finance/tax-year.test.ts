import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { customTaxYear, exportFileName, mileageDistance, taxYearLabel, taxYearOf, taxYearOptions } from '@dss/contract';

describe('tax years and form arithmetic of the contract', () => {
  it('puts 5 April in the year before and 6 April in the new one', () => {
    assert.equal(taxYearOf('2025-04-05'), 2024);
    assert.equal(taxYearOf('2025-04-06'), 2025);
    assert.equal(taxYearOf('2025-01-01'), 2024);
    assert.equal(taxYearLabel(2024), '2024/25');
    assert.equal(taxYearLabel(1999), '1999/00');
  });

  it('offers the years from the current one back to the earliest, newest first', () => {
    const options = taxYearOptions('2025-04-06', 2022);
    assert.deepEqual(
      options.map((o) => [o.label, o.start, o.end]),
      [
        ['2025/26', '2025-04-06', '2026-04-05'],
        ['2024/25', '2024-04-06', '2025-04-05'],
        ['2023/24', '2023-04-06', '2024-04-05'],
        ['2022/23', '2022-04-06', '2023-04-05'],
      ],
    );
    assert.deepEqual(taxYearOptions('2021-01-01', 2022), []);
  });

  it('makes a custom year of the 12 months ending on the chosen day', () => {
    assert.deepEqual(customTaxYear('2025-03-31'), { start: '2024-04-01', end: '2025-03-31' });
    assert.deepEqual(customTaxYear('2025-04-05'), { start: '2024-04-06', end: '2025-04-05' });
    assert.deepEqual(customTaxYear('2024-02-29'), { start: '2023-03-01', end: '2024-02-29' });
    assert.deepEqual(customTaxYear('2025-01-01'), { start: '2024-01-02', end: '2025-01-01' });
    assert.throws(() => customTaxYear('2025-02-30'));
  });

  it('shows the total distance as end minus start to one decimal, or 0', () => {
    assert.equal(mileageDistance('12000.4', '12042.6'), '42.2');
    assert.equal(mileageDistance('10.1', '12.3'), '2.2');
    assert.equal(mileageDistance('100', '100'), '0');
    assert.equal(mileageDistance('100', '90'), '0');
    assert.equal(mileageDistance('', '90'), '0');
    assert.equal(mileageDistance(undefined, '90'), '0');
    assert.equal(mileageDistance('abc', '90'), '0');
  });

  it('names the export files', () => {
    assert.equal(exportFileName('csv'), 'export.csv');
    assert.equal(exportFileName('excel'), 'export.xlsx');
    for (const f of ['quickbooks', 'sage', 'xero'] as const) assert.equal(exportFileName(f), 'export.ofx');
  });
});
