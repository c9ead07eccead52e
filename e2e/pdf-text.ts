import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

type Pdfjs = typeof PdfjsModule;

/**
 * The same as apps/server/test/helpers/pdf-text.ts (the lint's boundaries keep the browser tests
 * from importing the server's files). Built-ins pdf.js's Node build replaces (decision 0075): its
 * core-js polyfills swap JSON.parse, JSON.stringify, Array.prototype.push and
 * Function.prototype.toString, which Node already has, for JavaScript versions several times
 * slower, for the whole process. Playwright runs a worker's specs in one process, so one test
 * that read a PDF slowed the test side of every later one. What pdf.js adds that Node lacks
 * (Promise.withResolvers, …) stays.
 */
const OWNERS = [JSON, Array.prototype, Function.prototype, Object, Object.prototype, Promise];

/** Untyped in pdfjs-dist: imported for its side effect only. */
const PDFJS_WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

let pdfjs: Promise<Pdfjs> | undefined;

/** pdf.js, loaded once, with every built-in it replaced put back. */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= (async () => {
    const before = OWNERS.map((owner) => Object.getOwnPropertyDescriptors(owner));
    const module = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // Its worker (run in this thread in Node) brings its own copy of the polyfills: loaded here,
    // it sets globalThis.pdfjsWorker, which pdf.js then uses instead of importing it later.
    await import(PDFJS_WORKER);
    OWNERS.forEach((owner, i) => {
      for (const [key, descriptor] of Object.entries(before[i]!))
        if (Object.getOwnPropertyDescriptor(owner, key)?.value !== descriptor.value)
          Object.defineProperty(owner, key, descriptor);
    });
    return module;
  })();
  return pdfjs;
}

/** Each page of a PDF: its text items in pdf.js's reading order, and its box ([x0, y0, x1, y1]). */
export type PdfPage = { items: TextItem[]; view: number[] };

export async function readPdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const { getDocument } = await loadPdfjs();
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let i = 1; i <= pdf.numPages; i += 1) {
      const page = await pdf.getPage(i);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      pages.push({ items, view: page.view });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
