import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { parseFontSlices, slicesFor, splitFontRuns, type FontSlice } from '@pb/core';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Fonts of the agreement PDF (issue 33, decision 0055). Helvetica first (the document's look),
 * then, only for characters Helvetica lacks, Unicode fonts embedded as subsets of the glyphs drawn:
 * Roboto (Latin Extended, Vietnamese, Greek, Cyrillic), Noto Sans Arabic, Noto Sans Devanagari
 * and Noto Sans SC, from their Fontsource packages (SIL OFL 1.1), which split each font into WOFF
 * files by Unicode range: only the files holding a character of the text are read.
 */
type Weight = 'regular' | 'bold';

const FAMILIES = [
  '@fontsource/roboto',
  '@fontsource/noto-sans-arabic',
  '@fontsource/noto-sans-devanagari',
  '@fontsource/noto-sans-sc',
];

const require = createRequire(import.meta.url);

/** The folder of an installed package (its entry resolved, then up to its package.json). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir)
    dir = path.dirname(dir);
  return dir;
}

const cache = new Map<string, Promise<Buffer | FontSlice[]>>();
function cached<T extends Buffer | FontSlice[]>(key: string, load: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = load();
    cache.set(key, value);
  }
  return value as Promise<T>;
}

/** A family's slices of one weight, read from its Fontsource CSS. */
const slicesOf = (pkg: string, weight: Weight) =>
  cached(`${pkg}@${weight}`, async () =>
    parseFontSlices(
      await fs.readFile(
        path.join(packageDir(pkg), weight === 'bold' ? '700.css' : '400.css'),
        'utf8',
      ),
    ),
  );
const readSlice = (pkg: string, file: string) =>
  cached(`${pkg}/${file}`, () => fs.readFile(path.join(packageDir(pkg), file)));

const inSlice = (s: FontSlice, cp: number) => s.ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/** A font chain of one weight: draws and measures text run by run. */
export class FontChain {
  private readonly sets: Set<number>[];
  constructor(private readonly fonts: PDFFont[]) {
    this.sets = fonts.map((f) => new Set(f.getCharacterSet()));
  }
  runs(text: string) {
    return splitFontRuns(
      text,
      this.sets.map((s) => (cp: number) => s.has(cp)),
    ).map((r) => ({
      text: r.font < 0 ? '?'.repeat([...r.text].length) : r.text,
      font: this.fonts[Math.max(r.font, 0)]!,
    }));
  }
  width(text: string, size: number): number {
    return this.runs(text).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
  }
}

/**
 * Embeds `base` (a standard font) and the slices of the fallback families that hold the
 * characters of `text` it lacks, each as a subset of the glyphs drawn.
 */
export async function fontChain(
  doc: PDFDocument,
  base: PDFFont,
  weight: Weight,
  text: string,
): Promise<FontChain> {
  const has = new Set(base.getCharacterSet());
  let missing = [...new Set(text)].filter((ch) => !has.has(ch.codePointAt(0)!) && ch.trim());
  const fonts = [base];
  for (const pkg of FAMILIES) {
    if (missing.length === 0) break;
    const needed = slicesFor(await slicesOf(pkg, weight), missing.join(''));
    if (needed.length === 0) continue;
    await registerFontkit(doc);
    for (const slice of needed) {
      fonts.push(await doc.embedFont(await readSlice(pkg, slice.file), { subset: true }));
      missing = missing.filter((ch) => !inSlice(slice, ch.codePointAt(0)!));
    }
  }
  return new FontChain(fonts);
}

/** fontkit, once per document; its Indic and Arabic shapers need regenerator's global. */
async function registerFontkit(doc: PDFDocument) {
  await import('regenerator-runtime/runtime.js');
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  doc.registerFontkit(fontkit);
}
