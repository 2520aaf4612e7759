import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { SCHOOL_OWNER } from '@dss/contract';
import type { Database } from '../../db/tables';
import { exportTotals, transactionBatches, type ExportScope, type TransactionExportRow } from './export-rows';

/**
 * OFX 1.0.2 (SGML) bank statements, one per accounting package (docs/decisions/accounting-exports.md):
 * - QuickBooks gets a Web Connect statement (what a .qbo file holds): the sign-on response names
 *   the institution (<FI>) and carries Intuit's bank id <INTU.BID>, which QuickBooks looks for;
 * - Sage and Xero get the plain OFX 1.0.2 statement their bank-statement imports document.
 * All are saved as export.ofx (document 3 §7). One statement transaction per record of the
 * chosen records (completed only, or all): income is a CREDIT with a positive amount, an expense a
 * DEBIT with a negative one; the FITID is the record's own id (DSS-I-12, DSS-E-40), unique and
 * stable, so importing the same year twice adds nothing twice. The account is the school's bank
 * account from Quick Information (sort code as BANKID, account number as ACCTID). The statement's
 * <STATUS><MESSAGE> says which records it holds, and a record that is not completed says its
 * status first in its MEMO. Aggregates and elements are closed, which every OFX 1.x reader accepts.
 */

/** The packages that import the statement. */
export type OfxPackage = 'quickbooks' | 'sage' | 'xero';

/**
 * The institution QuickBooks' Web Connect import reads from the sign-on response: <FI> (ORG, FID)
 * and Intuit's bank id <INTU.BID>. No bank of Intuit's list is the school's own: QuickBooks Online
 * takes the file with this id; QuickBooks Desktop checks it against its list of Web Connect banks.
 */
export const QUICKBOOKS_INSTITUTION = { org: 'Driving School System', fid: '00000', intuBid: '00000' } as const;

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

/** OFX 1.x lengths: NAME A-32, MEMO A-255, STATUS MESSAGE A-255. */
export const NAME_MAX = 32;
export const MEMO_MAX = 255;

const ofxDate = (date: string) => date.replace(/-/g, '');
const ofxInstant = (at: Date) => at.toISOString().replace(/[-:T]/g, '').slice(0, 14);

const STATUS_LABELS: Record<string, string> = { pending: 'Pending', failed: 'Failed', cancelled: 'Cancelled' };

/**
 * One statement transaction. NAME is the category and instructor, which OFX 1.x caps at 32
 * characters; when that cuts it, MEMO (up to 255) begins with the whole description. MEMO then
 * holds the payment method and the notes; a record that is not completed says its status first.
 */
export function ofxTransaction(row: TransactionExportRow): string {
  const income = row.kind === 'income';
  const description = `${row.category} - ${row.adi_name}`;
  const name = ofxText(description, NAME_MAX);
  const cut = name !== ofxText(description, Number.POSITIVE_INFINITY);
  const memo = [STATUS_LABELS[row.t_status] ?? '', cut ? description : '', row.t_pay_method, row.t_notes]
    .filter(Boolean)
    .join(' - ');
  return [
    '<STMTTRN>',
    `<TRNTYPE>${income ? 'CREDIT' : 'DEBIT'}</TRNTYPE>`,
    `<DTPOSTED>${ofxDate(row.t_date)}</DTPOSTED>`,
    `<TRNAMT>${income ? '' : '-'}${row.t_amount}</TRNAMT>`,
    `<FITID>DSS-${income ? 'I' : 'E'}-${row.t_id}</FITID>`,
    `<NAME>${name}</NAME>`,
    ...(memo ? [`<MEMO>${ofxText(memo, MEMO_MAX)}</MEMO>`] : []),
    '</STMTTRN>',
  ].join('\n');
}

async function bankAccount(db: Kysely<Database>): Promise<{ bankId: string; accountId: string }> {
  const info = await db.selectFrom('quick_info').select('bank_details').executeTakeFirst();
  const bank = info?.bank_details ?? [];
  const sortCode = (bank[2] ?? '').replace(/\D/g, '');
  const account = (bank[3] ?? '').replace(/\D/g, '');
  return { bankId: sortCode || '000000', accountId: account || '00000000' };
}

async function write(out: Writable, text: string) {
  if (!out.write(text)) await once(out, 'drain');
}

const ukDate = (date: string) => date.split('-').reverse().join('/');

/** What the statement says of itself in its <STATUS><MESSAGE>: whose records, which dates, which records. */
export function statementNote(scope: ExportScope): string {
  const what = scope.type === 'income' ? 'Income' : 'Expenses';
  const whose = scope.owner === SCHOOL_OWNER ? 'the whole school' : `instructor A${scope.owner}`;
  const records =
    scope.records === 'completed'
      ? 'completed records only (money that moved)'
      : 'all records, completed, pending, failed and cancelled (each one not completed says so in its MEMO)';
  return `${what} of ${whose}, ${ukDate(scope.start)} to ${ukDate(scope.end)}: ${records}`;
}

/** Writes the statement for `target` into `out`, batch by batch. */
export async function writeOfx(
  db: Kysely<Database>,
  scope: ExportScope,
  out: Writable,
  target: OfxPackage,
  now = new Date(),
): Promise<void> {
  const { bankId, accountId } = await bankAccount(db);
  const totals = await exportTotals(db, scope);
  const institution =
    target === 'quickbooks'
      ? [
          `<FI><ORG>${QUICKBOOKS_INSTITUTION.org}</ORG><FID>${QUICKBOOKS_INSTITUTION.fid}</FID></FI>`,
          `<INTU.BID>${QUICKBOOKS_INSTITUTION.intuBid}</INTU.BID>`,
        ]
      : [];
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
    ...institution,
    '</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS>',
    '<TRNUID>1</TRNUID>',
    `<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY><MESSAGE>${ofxText(statementNote(scope), MEMO_MAX)}</MESSAGE></STATUS>`,
    '<STMTRS>',
    '<CURDEF>GBP</CURDEF>',
    `<BANKACCTFROM><BANKID>${bankId}</BANKID><ACCTID>${accountId}</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>`,
    '<BANKTRANLIST>',
    `<DTSTART>${ofxDate(scope.start)}</DTSTART>`,
    `<DTEND>${ofxDate(scope.end)}</DTEND>`,
    '',
  ].join('\n');
  await write(out, header);
  // Mileage has no transactions (and the contract refuses OFX for it).
  if (scope.type !== 'mileage') {
    for await (const batch of transactionBatches(db, scope)) {
      await write(out, batch.map(ofxTransaction).join('\n') + '\n');
    }
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
