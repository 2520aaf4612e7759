import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { customTaxYear, taxYearRange } from '@dss/contract';
import { addInstructor } from '../test-support/school-fixtures';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { post, signIn } from '../test-support/wire-client';

/** Pence of a money text ('123.4' -> 12340), exactly, without floats. */
function pence(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole, part = ''] = text.replace(/^-/, '').split('.');
  const value = BigInt(whole!) * 100n + BigInt(part.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

/**
 * 2024/25 (6 April 2024 to 5 April 2025) and a little either side: about 2,600 income records
 * and 900 expenses across two instructors and the school, so every export reads several batches.
 */
describe('finance exports by tax year', () => {
  let server: TestServer;
  let clerk: string;
  let adi: number;
  let other: number;
  const year = taxYearRange(2024);
  const call = (fields: Record<string, string>) => post(server.url, 'ctrouV2.php', { token: clerk, ...fields });
  const exportOf = (over: Record<string, string>) =>
    call({ financeexport: '1', owner: 'school', start: year.start, end: year.end, type: 'income', exp_format: 'csv', ...over });

  /** The independent sum: SQL over the same table and dates. */
  async function sqlTotals(kind: string, start: string, end: string, owner: number | null, completedOnly = false) {
    const r = await sql<{ n: number; total: string; ids: number[] }>`
      SELECT count(*)::int AS n, coalesce(sum(t_amount), 0)::text AS total, coalesce(array_agg(t_id ORDER BY t_id), '{}') AS ids
      FROM finance_transactions
      WHERE kind = ${kind} AND t_date >= ${start}::date AND t_date <= ${end}::date
        AND (${owner}::int IS NULL OR adi_id = ${owner}::int)
        AND (${completedOnly} = false OR t_status = 'completed')`.execute(server.db);
    return r.rows[0]!;
  }

  before(async () => {
    server = await startTestServer();
    clerk = await signIn(server.url, 3, 'demo-clerk');
    adi = await addInstructor(server.db, { fname: 'Priya', lname: 'Raman' });
    other = await addInstructor(server.db, { fname: 'Tom', lname: 'Hale' });
    await sql`
      INSERT INTO finance_categories (category, type, tax) VALUES
        ('Lesson fees', 'income', 'claimable'), ('Corporate training', 'income', 'claimable'),
        ('Fuel', 'expense', 'claimable'), ('Office rent & rates', 'expense', 'non-claimable')`.execute(server.db);
    await sql`
      INSERT INTO finance_transactions (kind, cat_id, adi_id, t_date, t_amount, t_pay_method, t_status, t_notes, recorded_by)
      SELECT 'income',
             (SELECT rec_id FROM finance_categories WHERE category = CASE WHEN k % 5 = 0 THEN 'Corporate training' ELSE 'Lesson fees' END),
             CASE k % 3 WHEN 0 THEN ${adi}::int WHEN 1 THEN ${other}::int ELSE NULL END,
             date '2024-03-01' + (k % 460),
             ((k * 7919) % 48000 + 1) / 100.0,
             'Bank transfer',
             (ARRAY['completed', 'completed', 'completed', 'pending', 'failed', 'cancelled'])[k % 6 + 1],
             CASE WHEN k % 97 = 0 THEN '=HYPERLINK("x") & <b>' WHEN k % 11 = 0 THEN 'Café voucher £5' ELSE NULL END,
             2
      FROM generate_series(1, 3200) AS k`.execute(server.db);
    await sql`
      INSERT INTO finance_transactions (kind, cat_id, adi_id, t_date, t_amount, t_pay_method, t_status, t_notes, recorded_by)
      SELECT 'expense',
             (SELECT rec_id FROM finance_categories WHERE category = CASE WHEN k % 4 = 0 THEN 'Office rent & rates' ELSE 'Fuel' END),
             CASE k % 2 WHEN 0 THEN ${adi}::int ELSE NULL END,
             date '2024-03-01' + (k % 460),
             ((k * 104729) % 90000 + 1) / 100.0,
             'Card',
             CASE WHEN k % 9 = 0 THEN 'pending' ELSE 'completed' END,
             NULL, 2
      FROM generate_series(1, 1100) AS k`.execute(server.db);
    // The four days at the edges of 2024/25, one income record each.
    for (const day of ['2024-04-05', '2024-04-06', '2025-04-05', '2025-04-06']) {
      await sql`
        INSERT INTO finance_transactions (kind, cat_id, t_date, t_amount, t_pay_method, t_status, t_notes)
        SELECT 'income', rec_id, ${day}::date, 1000.01, 'Cash', 'completed', ${`edge ${day}`}
        FROM finance_categories WHERE category = 'Lesson fees'`.execute(server.db);
    }
    await sql`
      INSERT INTO mileage (adi_id, mileage_date, type, start_mileage, end_mileage)
      SELECT CASE WHEN k % 2 = 0 THEN ${adi}::int ELSE ${other}::int END, date '2024-03-01' + (k % 460),
             (ARRAY['business', 'personal', 'commute'])[k % 3 + 1], 10000 + k * 10.3, 10000 + k * 10.3 + (k % 70) + 0.7
      FROM generate_series(1, 1300) AS k`.execute(server.db);
  });
  after(() => server.close());

  it('exports a tax year as CSV named export.csv whose rows and total equal an SQL sum over the same dates', async () => {
    const res = await exportOf({});
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-disposition'), 'attachment; filename="export.csv"');
    assert.match(res.headers.get('content-type')!, /^text\/csv/);
    // Streamed as it is written, batch by batch: no length known up front.
    assert.equal(res.headers.get('transfer-encoding'), 'chunked');
    assert.equal(res.headers.get('content-length'), null);
    const rows: Record<string, string>[] = parse(res.body, { columns: true, bom: true });
    const expected = await sqlTotals('income', year.start, year.end, null);
    assert.ok(expected.n > 2000, `${expected.n} records`);
    assert.equal(rows.length, expected.n);
    assert.deepEqual(
      rows.map((r) => Number(r['Record ID'])).sort((a, b) => a - b),
      expected.ids,
    );
    assert.equal(
      rows.reduce((s, r) => s + pence(r['Amount (GBP)']!), 0n),
      pence(expected.total),
    );
    assert.ok(rows.every((r) => r.Date! >= year.start && r.Date! <= year.end));
    assert.ok(rows.some((r) => r.Notes === 'edge 2024-04-06') && rows.some((r) => r.Notes === 'edge 2025-04-05'));
    assert.ok(!rows.some((r) => r.Notes === 'edge 2024-04-05' || r.Notes === 'edge 2025-04-06'));
    // a note that a spreadsheet would run as a formula is written as text
    assert.ok(rows.some((r) => r.Notes === `'=HYPERLINK("x") & <b>`));
    assert.ok(rows.some((r) => r.Notes === 'Café voucher £5'));
    const school = rows.find((r) => r['Instructor ID'] === '')!;
    assert.equal(school.Instructor, 'Driving school');
    assert.deepEqual(Object.keys(rows[0]!), [
      'Record ID',
      'Date',
      'Type',
      'Category',
      'Tax',
      'Instructor ID',
      'Instructor',
      'Amount (GBP)',
      'Payment Method',
      'Status',
      'Notes',
    ]);
  });

  it("exports one instructor's expenses for a custom tax year (12 months ending on the chosen date)", async () => {
    const custom = customTaxYear('2025-03-31');
    assert.deepEqual(custom, { start: '2024-04-01', end: '2025-03-31' });
    const res = await exportOf({ owner: String(adi), type: 'expense', ...custom });
    const rows: Record<string, string>[] = parse(res.body, { columns: true, bom: true });
    const expected = await sqlTotals('expense', custom.start, custom.end, adi);
    assert.equal(rows.length, expected.n);
    assert.ok(rows.every((r) => r['Instructor ID'] === `A${adi}` && r.Type === 'Expense'));
    assert.equal(
      rows.reduce((s, r) => s + pence(r['Amount (GBP)']!), 0n),
      pence(expected.total),
    );
  });

  it('exports Excel named export.xlsx with real dates, amounts in pounds and a total row equal to the SQL sum', async () => {
    const res = await exportOf({ exp_format: 'excel', owner: String(other) });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-disposition'), 'attachment; filename="export.xlsx"');
    assert.equal(res.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Income')!;
    const expected = await sqlTotals('income', year.start, year.end, other);
    assert.equal(ws.getRow(1).getCell(8).value, 'Amount (GBP)');
    const data: ExcelJS.Row[] = [];
    ws.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value !== 'Total') data.push(row);
    });
    assert.equal(data.length, expected.n);
    const sum = data.reduce((s, row) => s + BigInt(Math.round((row.getCell(8).value as number) * 100)), 0n);
    assert.equal(sum, pence(expected.total));
    for (const row of data) {
      const date = row.getCell(2).value as Date;
      assert.ok(date instanceof Date);
      const iso = date.toISOString().slice(0, 10);
      assert.ok(iso >= year.start && iso <= year.end, iso);
      assert.equal(row.getCell(6).value, `A${other}`);
    }
    const total = ws.getRow(data.length + 2);
    assert.equal(total.getCell(1).value, 'Total');
    const cell = total.getCell(8).value as { formula: string; result: number };
    assert.equal(cell.formula, `SUM(H2:H${data.length + 1})`);
    assert.equal(BigInt(Math.round(cell.result * 100)), pence(expected.total));
  });

  for (const format of ['quickbooks', 'sage', 'xero'] as const) {
    it(`exports ${format} as an OFX statement: signed amounts, dates in the year, unique FITIDs, balance from SQL`, async () => {
      for (const type of ['income', 'expense'] as const) {
        const res = await exportOf({ exp_format: format, type });
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('content-disposition'), 'attachment; filename="export.ofx"');
        assert.equal(res.headers.get('content-type'), 'application/x-ofx');
        const text = res.text;
        const [header, body] = [text.slice(0, text.indexOf('<OFX>')), text.slice(text.indexOf('<OFX>'))];
        assert.match(header, /^OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\n/);
        assert.match(header, /NEWFILEUID:[\w-]+\n\n$/);
        assert.match(body, /<\/OFX>\n$/);
        const outside = [...text].find((c) => !(c === '\t' || c === '\n' || c === '\r' || (c >= ' ' && c <= '~')));
        assert.equal(outside, undefined, 'OFX 1.x USASCII');
        // every aggregate and element opens and closes in order
        const stack: string[] = [];
        for (const [, close, name] of body.matchAll(/<(\/?)([A-Z0-9.]+)>/g)) {
          if (close) assert.equal(stack.pop(), name);
          else stack.push(name!);
        }
        assert.deepEqual(stack, []);
        assert.match(body, /<CURDEF>GBP<\/CURDEF>/);
        assert.match(
          body,
          /<BANKACCTFROM><BANKID>\d{6}<\/BANKID><ACCTID>\d+<\/ACCTID><ACCTTYPE>CHECKING<\/ACCTTYPE><\/BANKACCTFROM>/,
        );
        assert.match(body, /<DTSTART>20240406<\/DTSTART>\n<DTEND>20250405<\/DTEND>/);
        const transactions = [...body.matchAll(/<STMTTRN>([\s\S]*?)<\/STMTTRN>/g)].map((m) => m[1]!);
        const expected = await sqlTotals(type, year.start, year.end, null, true);
        assert.equal(transactions.length, expected.n);
        const field = (t: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(t)?.[1];
        const fitids = transactions.map((t) => field(t, 'FITID')!);
        assert.equal(new Set(fitids).size, fitids.length);
        const prefix = type === 'income' ? 'DSS-I-' : 'DSS-E-';
        assert.deepEqual(
          fitids.map((f) => Number(f.slice(prefix.length))).sort((a, b) => a - b),
          expected.ids,
        );
        let sum = 0n;
        for (const t of transactions) {
          assert.equal(field(t, 'TRNTYPE'), type === 'income' ? 'CREDIT' : 'DEBIT');
          const amount = field(t, 'TRNAMT')!;
          assert.match(amount, type === 'income' ? /^\d+\.\d{2}$/ : /^-\d+\.\d{2}$/);
          sum += pence(amount);
          const posted = field(t, 'DTPOSTED')!;
          assert.ok(/^\d{8}$/.test(posted) && posted >= '20240406' && posted <= '20250405', `DTPOSTED ${posted}`);
          const name = field(t, 'NAME')!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
          assert.ok(name.length <= 32, name);
        }
        const net = type === 'income' ? pence(expected.total) : -pence(expected.total);
        assert.equal(sum, net);
        assert.equal(pence(/<BALAMT>([^<]+)<\/BALAMT>/.exec(body)![1]!), net);
        if (type === 'income') {
          assert.match(body, /<MEMO>Bank transfer - =HYPERLINK\("x"\) &amp; &lt;b&gt;<\/MEMO>/);
          assert.match(body, /<MEMO>Bank transfer - Cafe voucher GBP 5<\/MEMO>/);
        }
      }
    });
  }

  it('exports mileage as CSV or Excel with the distance, and refuses OFX for it', async () => {
    const res = await exportOf({ type: 'mileage', owner: String(adi) });
    const rows: Record<string, string>[] = parse(res.body, { columns: true, bom: true });
    const expected = await sql<{ n: number; distance: string }>`
      SELECT count(*)::int AS n, sum(end_mileage - start_mileage)::text AS distance FROM mileage
      WHERE adi_id = ${adi} AND mileage_date BETWEEN ${year.start}::date AND ${year.end}::date`.execute(server.db);
    assert.equal(rows.length, expected.rows[0]!.n);
    const tenths = rows.reduce((s, r) => s + Math.round(Number(r.Distance) * 10), 0);
    assert.equal(tenths, Math.round(Number(expected.rows[0]!.distance) * 10));
    assert.ok(rows.every((r) => ['Business', 'Personal', 'Commute'].includes(r.Type!)));
    const xlsx = await exportOf({ type: 'mileage', exp_format: 'excel' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Mileage')!;
    assert.equal(ws.getRow(1).getCell(8).value, 'Distance');
    const all = await sql<{ distance: string }>`
      SELECT sum(end_mileage - start_mileage)::text AS distance FROM mileage
      WHERE mileage_date BETWEEN ${year.start}::date AND ${year.end}::date`.execute(server.db);
    const total = ws.getRow(ws.rowCount).getCell(8).value as { result: number };
    assert.equal(Math.round(total.result * 10), Math.round(Number(all.rows[0]!.distance) * 10));
    for (const format of ['quickbooks', 'sage', 'xero']) {
      const refused = await exportOf({ type: 'mileage', exp_format: format });
      assert.equal(refused.status, 422);
      assert.equal(refused.json().result.errors.exp_format, 'Mileage can be exported as CSV or Excel only.');
    }
  });

  it('needs a format, and an end date for a custom tax year', async () => {
    const res = await call({ financeexport: '1', owner: 'school', start: '2024-04-01', type: 'income' });
    assert.equal(res.status, 422);
    assert.equal(res.json().result.errors.exp_format, 'Export format is required.');
    assert.equal(res.json().result.errors.end, 'End date is required.');
    const backwards = await exportOf({ start: '2025-04-05', end: '2024-04-06' });
    assert.equal(backwards.json().result.errors.end, 'The start date must be before the end date.');
    const nobody = await exportOf({ owner: 'everyone' });
    assert.equal(nobody.json().result.errors.owner, 'Driving instructor is required');
    const empty = await exportOf({ start: '2019-04-06', end: '2020-04-05' });
    assert.equal(parse(empty.body, { columns: true, bom: true }).length, 0);
  });
});
