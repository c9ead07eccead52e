import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, it } from 'vitest';
import { readPdfPages } from './pdf-text';

// Node's own, taken before pdf.js is loaded (pdf.js's polyfills claim to be native code).
const NATIVE = {
  'JSON.stringify': JSON.stringify,
  'JSON.parse': JSON.parse,
  'Array.prototype.push': Array.prototype.push,
  'Function.prototype.toString': Function.prototype.toString,
};

it("reads a PDF's text and leaves Node's own JSON, push and toString in place (decision 0075)", async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Hello PDF', { font, x: 50, y: 700 });
  const pages = await readPdfPages(await doc.save());
  expect(pages.map(({ items }) => items.map((it) => it.str).join(''))).toEqual(['Hello PDF']);
  expect({
    'JSON.stringify': JSON.stringify,
    'JSON.parse': JSON.parse,
    'Array.prototype.push': Array.prototype.push,
    'Function.prototype.toString': Function.prototype.toString,
  }).toStrictEqual(NATIVE);
});
