import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { FontChain as Chain, parseFontSlices, slicesFor, type FontSlice } from '@pb/core';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export type FontChain = Chain<PDFFont>;

/**
 * Fonts of the agreement PDF (issue 33, decision 0055). Helvetica first (the document's look),
 * then, only for characters Helvetica lacks, Unicode fonts embedded as subsets of the glyphs drawn:
 * Roboto (Latin Extended, Vietnamese, Greek, Cyrillic), Noto Sans Arabic, Noto Sans Devanagari
 * and Noto Sans SC, from their Fontsource packages (SIL OFL 1.1), which split each font into WOFF
 * files by Unicode range: only the files holding a character of the text are read.
 */
type Weight = 'regular' | 'bold';

export const PDF_FONT_FAMILIES = [
  '@fontsource/roboto',
  '@fontsource/noto-sans-arabic',
  '@fontsource/noto-sans-devanagari',
  '@fontsource/noto-sans-sc',
] as const;

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
/** The path of a file of a family's package (its CSS or one of its files/). */
export const fontFilePath = (pkg: string, file: string) => path.join(packageDir(pkg), file);
const readFontFile = (pkg: string, file: string) =>
  cached(`${pkg}/${file}`, () => fs.readFile(fontFilePath(pkg, file)));

const inSlice = (s: FontSlice, cp: number) => s.ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

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
  for (const pkg of PDF_FONT_FAMILIES) {
    if (missing.length === 0) break;
    const needed = slicesFor(await slicesOf(pkg, weight), missing.join(''));
    if (needed.length === 0) continue;
    await registerFontkit(doc);
    for (const slice of needed) {
      fonts.push(await doc.embedFont(await readFontFile(pkg, slice.file), { subset: true }));
      missing = missing.filter((ch) => !inSlice(slice, ch.codePointAt(0)!));
    }
  }
  return new Chain(fonts);
}

/** fontkit, once per document; its Indic and Arabic shapers need regenerator's global. */
async function registerFontkit(doc: PDFDocument) {
  await import('regenerator-runtime/runtime.js');
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  doc.registerFontkit(fontkit);
}
