import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { parseSync as parseOfx } from 'ofx-js';
import { customTaxYear, EXPORT_MESSAGES, taxYearRange } from '@dss/contract';
import { QUICKBOOKS_INSTITUTION } from './exports/ofx';
import { TOTAL_LABELS } from './exports/tabular';
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

/** A CSV's rows are exactly the records SQL counts: their ids, and their amounts to the penny. */
function assertCsvHolds(rows: Record<string, string>[], expected: { n: number; total: string; ids: number[] }) {
  assert.equal(rows.length, expected.n);
  assert.deepEqual(
    rows.map((r) => Number(r['Record ID'])).sort((a, b) => a - b),
    expected.ids,
  );
  assert.equal(
    rows.reduce((s, r) => s + pence(r['Amount (GBP)']!), 0n),
    pence(expected.total),
  );
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
    assertCsvHolds(rows, expected);
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
      if (n > 1 && row.getCell(1).value !== TOTAL_LABELS.all) data.push(row);
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
    // no choice sent: every record, as the spreadsheet always held, and its total row says so
    assert.equal(total.getCell(1).value, 'Total (all records: completed, pending, failed and cancelled)');
    const cell = total.getCell(8).value as { formula: string; result: number };
    assert.equal(cell.formula, `SUM(H2:H${data.length + 1})`);
    assert.equal(BigInt(Math.round(cell.result * 100)), pence(expected.total));
  });

  it('exports completed records only or all of them, as the form chooses: the Status column and the total row say which', async () => {
    for (const records of ['completed', 'all'] as const) {
      const expected = await sqlTotals('income', year.start, year.end, adi, records === 'completed');
      const csv = await exportOf({ owner: String(adi), records });
      assert.equal(csv.status, 200);
      assert.equal(csv.headers.get('content-disposition'), 'attachment; filename="export.csv"');
      const rows: Record<string, string>[] = parse(csv.body, { columns: true, bom: true });
      assertCsvHolds(rows, expected);
      assert.deepEqual(
        [...new Set(rows.map((r) => r.Status))].sort(),
        // this instructor's records are completed or pending (k % 6 of a multiple of 3)
        records === 'completed' ? ['completed'] : ['completed', 'pending'],
      );

      const xlsx = await exportOf({ owner: String(adi), records, exp_format: 'excel' });
      assert.equal(xlsx.headers.get('content-disposition'), 'attachment; filename="export.xlsx"');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.body as unknown as ArrayBuffer);
      const ws = wb.getWorksheet('Income')!;
      assert.equal(ws.rowCount, expected.n + 2);
      const total = ws.getRow(ws.rowCount);
      assert.equal(total.getCell(1).value, TOTAL_LABELS[records]);
      assert.equal(BigInt(Math.round((total.getCell(8).value as { result: number }).result * 100)), pence(expected.total));
    }
    const bad = await exportOf({ records: 'pending' });
    assert.equal(bad.status, 422);
    assert.equal(bad.json().result.errors.records, EXPORT_MESSAGES.records);
    assert.equal(EXPORT_MESSAGES.records, 'Records must be completed only or all.');
    // mileage has no status: the choice changes nothing
    const mileage = await exportOf({ type: 'mileage', owner: String(adi), records: 'completed' });
    assert.equal(mileage.status, 200);
  });

  /** Each record's description (category - instructor), status and method, from SQL, for the statement's NAME and MEMO. */
  async function sqlRecords(kind: string): Promise<Map<number, { description: string; status: string; method: string }>> {
    const r = await sql<{ t_id: number; description: string; status: string; method: string }>`
      SELECT f.t_id, c.category || ' - ' || coalesce(i.fname || ' ' || i.lname, 'Driving school') AS description,
             f.t_status AS status, f.t_pay_method AS method
      FROM finance_transactions f JOIN finance_categories c ON c.rec_id = f.cat_id LEFT JOIN instructors i ON i.adi_id = f.adi_id
      WHERE f.kind = ${kind}`.execute(server.db);
    return new Map(r.rows.map((row) => [row.t_id, row]));
  }

  /** A list the parser answers as one object when it holds one item. */
  const many = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

  for (const format of ['quickbooks', 'sage', 'xero'] as const) {
    it(`exports ${format} as the OFX statement it imports, read back by an OFX parser: completed only or all, totals from SQL`, async () => {
      for (const type of ['income', 'expense'] as const) {
        const records = await sqlRecords(type);
        // no choice sent: completed only, as the OFX always held
        for (const choice of [undefined, 'completed', 'all'] as const) {
          if (choice === 'completed' && type === 'expense') continue;
          const res = await exportOf({ exp_format: format, type, ...(choice ? { records: choice } : {}) });
          assert.equal(res.status, 200);
          assert.equal(res.headers.get('content-disposition'), 'attachment; filename="export.ofx"');
          assert.equal(res.headers.get('content-type'), 'application/x-ofx');
          const text = res.text;
          const outside = [...text].find((c) => !(c === '\t' || c === '\n' || c === '\r' || (c >= ' ' && c <= '~')));
          assert.equal(outside, undefined, 'OFX 1.x USASCII');

          // An independent reader (ofx-js). It keeps a dotted name such as INTU.BID only when every
          // element is closed; otherwise it would fall back to guessing where elements end.
          const parsed = parseOfx(text);
          assert.deepEqual(
            [parsed.header.OFXHEADER, parsed.header.DATA, parsed.header.VERSION, parsed.header.ENCODING],
            ['100', 'OFXSGML', '102', 'USASCII'],
          );
          const sonrs = parsed.OFX.SIGNONMSGSRSV1.SONRS;
          assert.equal(sonrs.STATUS.CODE, '0');
          if (format === 'quickbooks') {
            // Web Connect (.qbo): Intuit's bank id in the sign-on response, beside the institution
            assert.equal(sonrs['INTU.BID'], QUICKBOOKS_INSTITUTION.intuBid);
            assert.deepEqual(sonrs.FI, { ORG: QUICKBOOKS_INSTITUTION.org, FID: QUICKBOOKS_INSTITUTION.fid });
          } else {
            assert.equal(sonrs['INTU.BID'], undefined);
            assert.equal(sonrs.FI, undefined);
          }
          const trnrs = parsed.OFX.BANKMSGSRSV1.STMTTRNRS;
          const completedOnly = choice !== 'all';
          assert.equal(
            trnrs.STATUS.MESSAGE,
            `${type === 'income' ? 'Income' : 'Expenses'} of the whole school, 06/04/2024 to 05/04/2025: ` +
              (completedOnly
                ? 'completed records only (money that moved)'
                : 'all records, completed, pending, failed and cancelled (each one not completed says so in its MEMO)'),
          );
          const stmt = trnrs.STMTRS;
          assert.equal(stmt.CURDEF, 'GBP');
          assert.match(stmt.BANKACCTFROM.BANKID, /^\d{6}$/);
          assert.equal(stmt.BANKACCTFROM.ACCTTYPE, 'CHECKING');
          assert.deepEqual([stmt.BANKTRANLIST.DTSTART, stmt.BANKTRANLIST.DTEND], ['20240406', '20250405']);

          const transactions = many<Record<string, string>>(stmt.BANKTRANLIST.STMTTRN);
          const expected = await sqlTotals(type, year.start, year.end, null, completedOnly);
          assert.ok(expected.n > 500, `${expected.n} records`);
          assert.equal(transactions.length, expected.n);
          const prefix = type === 'income' ? 'DSS-I-' : 'DSS-E-';
          const ids = transactions.map((t) => Number(t.FITID!.slice(prefix.length)));
          assert.equal(new Set(ids).size, ids.length);
          assert.deepEqual(
            [...ids].sort((a, b) => a - b),
            expected.ids,
          );
          let sum = 0n;
          const statuses = new Set<string>();
          for (const t of transactions) {
            const record = records.get(Number(t.FITID!.slice(prefix.length)))!;
            statuses.add(record.status);
            assert.equal(t.TRNTYPE, type === 'income' ? 'CREDIT' : 'DEBIT');
            assert.match(t.TRNAMT!, type === 'income' ? /^\d+\.\d{2}$/ : /^-\d+\.\d{2}$/);
            sum += pence(t.TRNAMT!);
            assert.ok(t.DTPOSTED! >= '20240406' && t.DTPOSTED! <= '20250405', `DTPOSTED ${t.DTPOSTED}`);
            // NAME is the description cut to 32; MEMO then begins with the whole of it
            assert.equal(t.NAME, record.description.slice(0, 32).trim());
            const memo = t.MEMO!;
            assert.ok(memo.length <= 255, memo);
            const status = { pending: 'Pending - ', failed: 'Failed - ', cancelled: 'Cancelled - ' }[record.status] ?? '';
            const cut = record.description.length > 32;
            assert.ok(memo.startsWith(`${status}${cut ? `${record.description} - ` : ''}${record.method}`), memo);
          }
          assert.deepEqual(
            [...statuses].sort(),
            completedOnly
              ? ['completed']
              : type === 'income'
                ? ['cancelled', 'completed', 'failed', 'pending']
                : ['completed', 'pending'],
          );
          const net = type === 'income' ? pence(expected.total) : -pence(expected.total);
          assert.equal(sum, net);
          assert.equal(pence(stmt.LEDGERBAL.BALAMT), net);
          if (type === 'income') {
            assert.ok(transactions.some((t) => t.MEMO === 'Bank transfer - =HYPERLINK("x") & <b>'));
            assert.ok(transactions.some((t) => t.MEMO === 'Bank transfer - Cafe voucher GBP 5'));
          } else {
            // 'Office rent & rates - Priya Raman' is 33 characters: cut in NAME, whole in MEMO
            const rent = transactions.find((t) => t.NAME === 'Office rent & rates - Priya Rama')!;
            assert.match(rent.MEMO!, /^(Pending - )?Office rent & rates - Priya Raman - Card$/);
          }
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

  // Held up, the downloads after it would wait for ever: the timeout turns that into a failure.
  it('takes downloads in turn, and a download cancelled part-way does not hold up the next', { timeout: 60_000 }, async () => {
    // The whole history, read a chunk at a time by a client that stops after the first.
    const controller = new AbortController();
    const cancelled = await fetch(`${server.url}/api/ctrouV2.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: clerk,
        financeexport: '1',
        owner: 'school',
        start: '2010-01-01',
        end: year.end,
        type: 'income',
        exp_format: 'excel',
      }),
      signal: controller.signal,
    });
    await cancelled.body!.getReader().read();
    controller.abort();
    // Two more at once: each answers its whole file.
    const [csv, excel] = await Promise.all([exportOf({}), exportOf({ exp_format: 'excel' })]);
    const rows: Record<string, string>[] = parse(csv.body, { columns: true, bom: true });
    assertCsvHolds(rows, await sqlTotals('income', year.start, year.end, null));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.body as unknown as ArrayBuffer);
    assert.ok(book.worksheets[0]!.rowCount > 2000);
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
