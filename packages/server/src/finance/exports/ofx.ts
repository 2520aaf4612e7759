import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { exportTotals, transactionBatches, type ExportScope, type TransactionExportRow } from './export-rows';

/**
 * OFX 1.0.2 (SGML) bank statement, the format QuickBooks, Sage and Xero all import as a bank
 * feed file. One statement transaction per completed record: income is a CREDIT with a positive
 * amount, an expense a DEBIT with a negative one; the FITID is the record's own id (DSS-I-12,
 * DSS-E-40), unique and stable, so importing the same year twice adds nothing twice. The account
 * is the school's bank account from Quick Information (sort code as BANKID, account number as
 * ACCTID). Aggregates and elements are closed, which every OFX 1.x reader accepts.
 */

/** Text as OFX 1.x USASCII wants it: accents dropped, £ as GBP, SGML's &, < and > escaped, no line breaks. */
export function ofxText(text: string, max: number): string {
  const ascii = text
    .replace(/£/g, 'GBP ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  return ascii.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ofxDate = (date: string) => date.replace(/-/g, '');
const ofxInstant = (at: Date) => at.toISOString().replace(/[-:T]/g, '').slice(0, 14);

export function ofxTransaction(row: TransactionExportRow): string {
  const income = row.kind === 'income';
  const name = `${row.category} - ${row.adi_name}`;
  const memo = [row.t_pay_method, row.t_notes].filter(Boolean).join(' - ');
  return [
    '<STMTTRN>',
    `<TRNTYPE>${income ? 'CREDIT' : 'DEBIT'}</TRNTYPE>`,
    `<DTPOSTED>${ofxDate(row.t_date)}</DTPOSTED>`,
    `<TRNAMT>${income ? '' : '-'}${row.t_amount}</TRNAMT>`,
    `<FITID>DSS-${income ? 'I' : 'E'}-${row.t_id}</FITID>`,
    `<NAME>${ofxText(name, 32)}</NAME>`,
    ...(memo ? [`<MEMO>${ofxText(memo, 255)}</MEMO>`] : []),
    '</STMTTRN>',
  ].join('\n');
}

async function bankAccount(db: Kysely<Database>): Promise<{ bankId: string; accountId: string }> {
  const info = await db.selectFrom('quick_info').select('bank_details').executeTakeFirst();
  const bank = (info?.bank_details ?? []) as string[];
  const sortCode = (bank[2] ?? '').replace(/\D/g, '');
  const account = (bank[3] ?? '').replace(/\D/g, '');
  return { bankId: sortCode || '000000', accountId: account || '00000000' };
}

async function write(out: Writable, text: string) {
  if (!out.write(text)) await once(out, 'drain');
}

/** Writes the statement into `out`, batch by batch (only completed records: money that moved). */
export async function writeOfx(db: Kysely<Database>, scope: ExportScope, out: Writable, now = new Date()): Promise<void> {
  const { bankId, accountId } = await bankAccount(db);
  const totals = await exportTotals(db, scope);
  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    `NEWFILEUID:DSS-${scope.type.toUpperCase()}-${ofxDate(scope.start)}-${ofxDate(scope.end)}`,
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS>',
    '<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>',
    `<DTSERVER>${ofxInstant(now)}</DTSERVER>`,
    '<LANGUAGE>ENG</LANGUAGE>',
    '</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS>',
    '<TRNUID>1</TRNUID>',
    '<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>',
    '<STMTRS>',
    '<CURDEF>GBP</CURDEF>',
    `<BANKACCTFROM><BANKID>${bankId}</BANKID><ACCTID>${accountId}</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>`,
    '<BANKTRANLIST>',
    `<DTSTART>${ofxDate(scope.start)}</DTSTART>`,
    `<DTEND>${ofxDate(scope.end)}</DTEND>`,
    '',
  ].join('\n');
  await write(out, header);
  for await (const batch of transactionBatches(db, scope, { completedOnly: true })) {
    await write(out, batch.map(ofxTransaction).join('\n') + '\n');
  }
  const footer = [
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${totals.net}</BALAMT><DTASOF>${ofxDate(scope.end)}</DTASOF></LEDGERBAL>`,
    '</STMTRS>',
    '</STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\n');
  out.end(footer);
}
