import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
/** pdf.js in Node reads its standard fonts from a folder path (not a URL). */
const fontsPath = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

/** The text of every page of a PDF, page by page (pdf.js), each text item on its own line. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fontsPath, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((s) => s.trim() !== '')
        .join('\n'),
    );
  }
  await doc.destroy();
  return { pages, text: pages.join('\n') };
}
