import { FontChain, parseFontSlices, slicesFor, type FontSlice } from '@pb/core';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The fonts after Roboto's Latin file in the deck's PDF (issue 33, decision 0055): Roboto's other
 * files (Latin Extended, Vietnamese, Greek, Cyrillic), then Noto Sans Arabic, Devanagari and SC.
 * The server serves them from its Fontsource packages (/api/pdf-fonts, SIL OFL 1.1), each split
 * by Unicode range: only the files holding a character of the deck that Roboto Latin lacks are
 * fetched and embedded, as subsets of the glyphs drawn.
 */
const FAMILIES = ['roboto', 'noto-sans-arabic', 'noto-sans-devanagari', 'noto-sans-sc'] as const;

const slicesCache = new Map<string, Promise<FontSlice[]>>();
function slicesOf(family: string, weight: number): Promise<FontSlice[]> {
  const key = `${family}/${weight}`;
  let slices = slicesCache.get(key);
  if (!slices) {
    slices = fetchOk(`/api/pdf-fonts/${key}.css`)
      .then((r) => r.text())
      .then(parseFontSlices);
    slicesCache.set(key, slices);
    slices.catch(() => slicesCache.delete(key));
  }
  return slices;
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

const inSlice = (s: FontSlice, cp: number) => s.ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/** `base` and the slices that hold the characters of `text` it lacks, embedded as subsets. */
export async function fontChain(
  doc: PDFDocument,
  base: PDFFont,
  weight: number,
  text: string,
): Promise<FontChain<PDFFont>> {
  const has = new Set(base.getCharacterSet());
  let missing = [...new Set(text)].filter((ch) => !has.has(ch.codePointAt(0)!) && ch.trim());
  const fonts = [base];
  for (const family of FAMILIES) {
    if (missing.length === 0) break;
    // Noto's 500 files are not all embeddable (fontkit cannot read Devanagari 500): 400 stands in.
    const w = family === 'roboto' || weight === 700 ? weight : 400;
    const needed = slicesFor(await slicesOf(family, w), missing.join(''));
    for (const slice of needed) {
      const file = slice.file.replace(/^\.\/files\//, '');
      const bytes = await (await fetchOk(`/api/pdf-fonts/${family}/${file}`)).arrayBuffer();
      fonts.push(await doc.embedFont(bytes, { subset: true }));
      missing = missing.filter((ch) => !inSlice(slice, ch.codePointAt(0)!));
    }
  }
  return new FontChain(fonts);
}
