import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's eye meets it: one string per printed line, top to bottom, its pieces left to right
 * as they sit on the page (so a right-to-left line reads from its end). pdfjs gives each shaped Arabic word back in
 * its logical spelling. Pieces far apart on one line (columns) are joined with " | ". The API's tests read the invoice
 * and packing slip with it, the storefront's tests the PDFs a browser downloads.
 */
export async function pdfLines(pdf: Buffer | Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    const rows = new Map<number, Array<{ x: number; width: number; text: string }>>();
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const y = Math.round(item.transform[5] as number);
      const row = rows.get(y) ?? [];
      row.push({ x: item.transform[4] as number, width: item.width, text: item.str });
      rows.set(y, row);
    }
    for (const [, row] of [...rows].sort((a, b) => b[0] - a[0])) {
      row.sort((a, b) => a.x - b.x);
      // Pieces far apart are separate columns (a label and its amount, say): " | " between them.
      const text = row
        .map((piece, i) => {
          const before = row[i - 1];
          return before && piece.x - (before.x + before.width) > 12 ? ` | ${piece.text}` : piece.text;
        })
        .join('');
      lines.push(text.replace(/[^\S\n]+/g, ' ').trim());
    }
  }
  await document.destroy();
  return lines;
}
