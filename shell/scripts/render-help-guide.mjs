// Renders the product's user guide (docs/user-guide.md) to the PDF the top bar's Help Guide opens.
// Understands the guide's own simple markdown: '#' and '##' headings, '- ' bullets, paragraphs.
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const here = dirname(fileURLToPath(import.meta.url));
const source = readFileSync(resolve(here, '../../docs/user-guide.md'), 'utf8');
const target = resolve(here, '../generated/help-guide.pdf');
mkdirSync(dirname(target), { recursive: true });

const doc = new PDFDocument({
  size: 'A4',
  margin: 56,
  info: { Title: 'Driving School System — User Guide', Author: 'Driving School System' },
});
doc.pipe(createWriteStream(target));
const plain = (text) => text.replace(/\*\*(.+?)\*\*/g, '$1');

for (const line of source.split('\n')) {
  if (line.startsWith('# '))
    doc
      .font('Helvetica-Bold')
      .fontSize(20)
      .text(plain(line.slice(2)))
      .moveDown(0.8);
  else if (line.startsWith('## '))
    doc
      .moveDown(0.4)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(plain(line.slice(3)))
      .moveDown(0.3);
  else if (line.startsWith('- '))
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .list([plain(line.slice(2))], { bulletRadius: 1.8, textIndent: 10 })
      .moveDown(0.2);
  else if (line.trim()) doc.font('Helvetica').fontSize(10.5).text(plain(line)).moveDown(0.5);
}
doc.end();
