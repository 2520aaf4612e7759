import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * DejaVu Sans (dejavu-fonts-ttf), embedded as a subset: pdfkit's built-in Helvetica covers only
 * Windows-1252, and learners' and instructors' names are not all in it (Łukasz, Şahin, Ioana-Ştefania).
 * Read once, on the first statement.
 */
let fonts: { regular: Buffer; bold: Buffer; oblique: Buffer } | null = null;
function statementFonts() {
  if (!fonts) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = {
      regular: readFileSync(join(dir, 'DejaVuSans.ttf')),
      bold: readFileSync(join(dir, 'DejaVuSans-Bold.ttf')),
      oblique: readFileSync(join(dir, 'DejaVuSans-Oblique.ttf')),
    };
  }
  return fonts;
}

/** A monthly overview as a document: who it is for, the month, and sections of facts and tables. */
export interface Statement {
  title: string;
  school: string;
  /** 'March 2025' */
  period: string;
  subject: [string, string][];
  sections: StatementSection[];
  footer: string;
}

export interface StatementSection {
  heading: string;
  facts?: [string, string][];
  table?: { columns: { title: string; width: number; align?: 'left' | 'right' }[]; rows: string[][]; empty: string };
  note?: string;
}

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** '£1,234.50' from a numeric text the database summed. */
export const money = (text: string | number) => GBP.format(Number(text));
/** Day-month-year, as every date is shown (document 3 §9). */
export const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const MARGIN = 50;
const INK = '#1a202c';
const MUTED = '#4a5568';
const RULE = '#cbd5e0';

/** Renders a statement to PDF bytes with pdfkit: A4, a header band, facts as label/value rows, ruled tables. */
export function renderStatement(statement: Statement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: `${statement.title} - ${statement.period}`, Author: statement.school, Creator: 'Driving School System' },
    });
    const f = statementFonts();
    doc.registerFont('Sans', f.regular);
    doc.registerFont('Sans-Bold', f.bold);
    doc.registerFont('Sans-Oblique', f.oblique);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - 2 * MARGIN;
    const bottom = () => doc.page.height - MARGIN - 30;
    const room = (h: number) => {
      if (doc.y + h > bottom()) doc.addPage();
    };

    doc.fillColor(MUTED).font('Sans').fontSize(10).text(statement.school, MARGIN, MARGIN);
    doc.fillColor(INK).font('Sans-Bold').fontSize(20).text(statement.title);
    doc.font('Sans').fontSize(13).text(statement.period).moveDown(0.6);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.6);
    facts(statement.subject);

    for (const section of statement.sections) {
      room(60);
      doc.moveDown(0.8);
      doc.fillColor(INK).font('Sans-Bold').fontSize(12.5).text(section.heading, MARGIN, doc.y, { width });
      doc.moveDown(0.3);
      if (section.facts) facts(section.facts);
      if (section.table) table(section.table);
      if (section.note) doc.fillColor(MUTED).font('Sans-Oblique').fontSize(9).text(section.note, MARGIN, doc.y, { width });
    }
    doc.moveDown(1.5);
    room(30);
    doc.fillColor(MUTED).font('Sans').fontSize(8.5).text(statement.footer, MARGIN, doc.y, { width });
    doc.end();

    function facts(rows: [string, string][]) {
      const labelWidth = 230;
      for (const [label, value] of rows) {
        room(16);
        const y = doc.y;
        doc.fillColor(MUTED).font('Sans').fontSize(10).text(label, MARGIN, y, { width: labelWidth });
        const afterLabel = doc.y;
        doc
          .fillColor(INK)
          .font('Sans-Bold')
          .fontSize(10)
          .text(value, MARGIN + labelWidth, y, { width: width - labelWidth });
        doc.y = Math.max(afterLabel, doc.y) + 2;
      }
    }

    function table(t: NonNullable<StatementSection['table']>) {
      const total = t.columns.reduce((s, c) => s + c.width, 0);
      const widths = t.columns.map((c) => (c.width / total) * width);
      const row = (cells: string[], bold: boolean) => {
        room(16);
        const y = doc.y;
        let x = MARGIN;
        let lowest = y;
        doc.font(bold ? 'Sans-Bold' : 'Sans').fontSize(9);
        cells.forEach((cell, i) => {
          doc.fillColor(bold ? MUTED : INK).text(cell, x + 2, y, { width: widths[i]! - 4, align: t.columns[i]!.align ?? 'left' });
          lowest = Math.max(lowest, doc.y);
          x += widths[i]!;
        });
        doc
          .moveTo(MARGIN, lowest + 2)
          .lineTo(MARGIN + width, lowest + 2)
          .strokeColor(RULE)
          .lineWidth(0.5)
          .stroke();
        doc.y = lowest + 5;
      };
      row(
        t.columns.map((c) => c.title),
        true,
      );
      if (t.rows.length === 0) {
        doc
          .fillColor(MUTED)
          .font('Sans-Oblique')
          .fontSize(9)
          .text(t.empty, MARGIN + 2, doc.y, { width });
        doc.moveDown(0.3);
      }
      for (const cells of t.rows) row(cells, false);
    }
  });
}
