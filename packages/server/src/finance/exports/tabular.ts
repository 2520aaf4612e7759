import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import {
  exportTotals,
  mileageBatches,
  transactionBatches,
  type ExportScope,
  type MileageExportRow,
  type TransactionExportRow,
} from './export-rows';

/** A column of the CSV and Excel exports: its heading, its cell, and whether the cell is money, a date or a number. */
interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  kind?: 'money' | 'date' | 'number';
  width: number;
}

/** What the CSV and Excel writers need: the columns, the rows as text cells batch by batch, and the total. */
interface Layout {
  sheet: string;
  columns: Omit<Column<never>, 'value'>[];
  rows: AsyncGenerator<string[][]>;
  /** index of the column the total row sums */
  totalColumn: number;
  /** the database's sum of that column */
  total: string;
  /** the total row's label, which says which records the sheet holds */
  totalLabel: string;
}

const transactionColumns = (kind: string): Column<TransactionExportRow>[] => [
  { header: 'Record ID', value: (r) => String(r.t_id), width: 10 },
  { header: 'Date', value: (r) => r.t_date, kind: 'date', width: 12 },
  { header: 'Type', value: () => (kind === 'income' ? 'Income' : 'Expense'), width: 9 },
  { header: 'Category', value: (r) => r.category, width: 28 },
  { header: 'Tax', value: (r) => r.tax, width: 14 },
  { header: 'Instructor ID', value: (r) => (r.adi_id === null ? '' : `A${r.adi_id}`), width: 12 },
  { header: 'Instructor', value: (r) => r.adi_name, width: 24 },
  { header: 'Amount (GBP)', value: (r) => r.t_amount, kind: 'money', width: 14 },
  { header: 'Payment Method', value: (r) => r.t_pay_method, width: 18 },
  { header: 'Status', value: (r) => r.t_status, width: 11 },
  { header: 'Notes', value: (r) => r.t_notes, width: 40 },
];

const MILEAGE_LABELS: Record<string, string> = { business: 'Business', personal: 'Personal', commute: 'Commute' };

const mileageColumns: Column<MileageExportRow>[] = [
  { header: 'Record ID', value: (r) => String(r.rec_id), width: 10 },
  { header: 'Date', value: (r) => r.mileage_date, kind: 'date', width: 12 },
  { header: 'Instructor ID', value: (r) => `A${r.adi_id}`, width: 12 },
  { header: 'Instructor', value: (r) => r.adi_name, width: 24 },
  { header: 'Type', value: (r) => MILEAGE_LABELS[r.type] ?? r.type, width: 11 },
  { header: 'Start Mileage', value: (r) => r.start_mileage, kind: 'number', width: 14 },
  { header: 'End Mileage', value: (r) => r.end_mileage, kind: 'number', width: 14 },
  { header: 'Distance', value: (r) => r.distance, kind: 'number', width: 11 },
];

async function* cells<Row>(batches: AsyncGenerator<Row[]>, columns: Column<Row>[]): AsyncGenerator<string[][]> {
  for await (const batch of batches) yield batch.map((row) => columns.map((c) => c.value(row)));
}

/** The Excel total row of income and expenses says which records the sheet holds (the CSV has its Status column). */
export const TOTAL_LABELS: Record<ExportScope['records'], string> = {
  completed: 'Total (completed records only)',
  all: 'Total (all records: completed, pending, failed and cancelled)',
};

async function layout(db: Kysely<Database>, scope: ExportScope): Promise<Layout> {
  const totals = await exportTotals(db, scope);
  if (scope.type === 'mileage') {
    const columns = mileageColumns;
    return {
      sheet: 'Mileage',
      columns,
      rows: cells(mileageBatches(db, scope), columns),
      totalColumn: 7,
      total: totals.distance,
      totalLabel: 'Total',
    };
  }
  const columns = transactionColumns(scope.type);
  return {
    sheet: scope.type === 'income' ? 'Income' : 'Expenses',
    columns,
    rows: cells(transactionBatches(db, scope), columns),
    totalColumn: 7,
    total: totals.amount,
    totalLabel: TOTAL_LABELS[scope.records],
  };
}

/**
 * A text cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR) is written with a
 * leading apostrophe, so a note can never run as a formula when the CSV is opened.
 */
function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Writes the CSV (a header row, one row per record, no total row) batch by batch into `out`. */
export async function writeCsv(db: Kysely<Database>, scope: ExportScope, out: Writable): Promise<void> {
  const { columns, rows } = await layout(db, scope);
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  csv.pipe(out);
  for await (const batch of rows) {
    for (const row of batch) {
      const ok = csv.write(row.map((v, i) => (columns[i]!.kind ? v : safeText(v))));
      if (!ok) await once(csv, 'drain');
    }
  }
  csv.end();
  await finished(csv);
}

/**
 * Writes the Excel workbook with exceljs's streaming writer: each row is committed as it is
 * written, so the sheet is never held whole. Dates are real dates, money is a number in pounds,
 * and a last row holds the total as a SUM formula with the database's own sum as its value,
 * labelled with the records the sheet holds.
 */
export async function writeXlsx(db: Kysely<Database>, scope: ExportScope, out: Writable): Promise<void> {
  const { columns, rows, sheet, totalColumn, total, totalLabel } = await layout(db, scope);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Driving School System';
  const ws = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.kind === 'money' ? { numFmt: '"£"#,##0.00' } : c.kind === 'date' ? { numFmt: 'dd/mm/yyyy' } : {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let last = 1;
  for await (const batch of rows) {
    for (const row of batch) {
      ws.addRow(
        row.map((v, i) => {
          const kind = columns[i]!.kind;
          if (kind === 'date') return new Date(`${v}T00:00:00Z`);
          if (kind === 'money' || kind === 'number') return Number(v);
          return v;
        }),
      ).commit();
      last++;
    }
  }
  const letter = String.fromCharCode(65 + totalColumn);
  const totals = ws.addRow([]);
  totals.getCell(1).value = totalLabel;
  totals.getCell(totalColumn + 1).value = {
    formula: last > 1 ? `SUM(${letter}2:${letter}${last})` : '0',
    result: Number(total),
  };
  totals.font = { bold: true };
  totals.commit();
  ws.commit();
  await workbook.commit();
}
