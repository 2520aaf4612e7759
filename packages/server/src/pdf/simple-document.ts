import PDFDocument from 'pdfkit';

export interface DocumentSection {
  heading?: string;
  paragraphs: string[];
}

/** Renders a plain A4 text document (title, sections of paragraphs) to PDF bytes. */
export function renderTextDocument(title: string, sections: DocumentSection[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Driving School System' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(title).moveDown();
    for (const section of sections) {
      if (section.heading) doc.font('Helvetica-Bold').fontSize(13).text(section.heading).moveDown(0.4);
      for (const p of section.paragraphs) doc.font('Helvetica').fontSize(10.5).text(p, { align: 'left' }).moveDown(0.5);
      doc.moveDown(0.5);
    }
    doc.end();
  });
}
