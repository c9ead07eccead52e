/**
 * Text drawn in a PDF with a chain of fonts (issue 33, decision 0055): the first font is the
 * document's own (Helvetica, Roboto), the next ones cover what it lacks (Vietnamese, Arabic,
 * Devanagari, Chinese). A PDF font draws only the glyphs it has, so a line is cut into runs, each
 * drawn with one font.
 */
export interface FontRun {
  text: string;
  /** Index in the chain; -1 when no font has the character (the caller draws '?'). */
  font: number;
}

/**
 * Marks, spaces and joiners join the run they are in, when its font has them (an accent stays on
 * its letter, an Arabic name of two words stays one run).
 */
const JOINS = /^[\p{M}\s\u200C\u200D]$/u;

/**
 * Cuts `text` into runs: each character goes to the first font of the chain that has it, except
 * a combining mark, a space or a joiner, which stays in the current run when that run's font has
 * it. `covers[i](codePoint)` says whether font i has a glyph.
 */
export function splitFontRuns(
  text: string,
  covers: readonly ((codePoint: number) => boolean)[],
): FontRun[] {
  const runs: FontRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs.at(-1);
    let font: number;
    if (last && last.font >= 0 && JOINS.test(ch) && covers[last.font]!(cp)) font = last.font;
    else font = covers.findIndex((has) => has(cp));
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return withTrailingSpacesOut(runs, covers);
}

/**
 * Spaces at the end of a run go back to the first font that has them: a right-to-left run is
 * drawn reversed, and a space it kept at its end would land before its first letter.
 */
function withTrailingSpacesOut(
  runs: FontRun[],
  covers: readonly ((codePoint: number) => boolean)[],
): FontRun[] {
  const out: FontRun[] = [];
  const push = (run: FontRun) => {
    const last = out.at(-1);
    if (last && last.font === run.font) last.text += run.text;
    else out.push({ ...run });
  };
  for (const run of runs) {
    const [, body, spaces] = /^(.*?)(\s*)$/su.exec(run.text)!;
    if (!spaces || !body) {
      push(run);
      continue;
    }
    push({ text: body, font: run.font });
    push({ text: spaces, font: covers.findIndex((has) => has(spaces.codePointAt(0)!)) });
  }
  return out;
}

/** One file of a web font split by Unicode range (a Fontsource @font-face). */
export interface FontSlice {
  /** The WOFF file, relative to the CSS (e.g. `./files/noto-sans-sc-5-400-normal.woff`). */
  file: string;
  ranges: [number, number][];
}

/** The @font-face rules of a Fontsource CSS file: each WOFF file with its unicode-range. */
export function parseFontSlices(css: string): FontSlice[] {
  const slices: FontSlice[] = [];
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const file = /url\(([^)]+\.woff)\)/.exec(body!)?.[1];
    const range = /unicode-range:\s*([^;}]+)/.exec(body!)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(',').map((part): [number, number] => {
      const [lo, hi] = part.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(lo!, 16), Number.parseInt(hi ?? lo!, 16)];
    });
    slices.push({ file, ranges });
  }
  return slices;
}

/** The slices that hold a code point of `text` (the only ones worth loading). */
export function slicesFor(slices: readonly FontSlice[], text: string): FontSlice[] {
  const points = new Set([...text].map((ch) => ch.codePointAt(0)!));
  return slices.filter((s) =>
    [...points].some((cp) => s.ranges.some(([lo, hi]) => cp >= lo && cp <= hi)),
  );
}

/** What a font chain needs of a PDF font (pdf-lib's PDFFont has both). */
export interface ChainFont {
  getCharacterSet(): number[];
  widthOfTextAtSize(text: string, size: number): number;
}

/** Fonts in order of preference: text is cut into runs, each with the first font that has it. */
export class FontChain<F extends ChainFont> {
  private readonly sets: Set<number>[];
  constructor(readonly fonts: readonly F[]) {
    this.sets = fonts.map((f) => new Set(f.getCharacterSet()));
  }
  /** The runs of `text`; characters no font has are drawn '?' with the first font. */
  runs(text: string): { text: string; font: F }[] {
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
