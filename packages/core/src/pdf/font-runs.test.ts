import { describe, expect, it } from 'vitest';
import { parseFontSlices, slicesFor, splitFontRuns } from './font-runs';

/** A font that has the characters of `chars`. */
const has = (chars: string) => (cp: number) => chars.includes(String.fromCodePoint(cp));
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
// 0: a Latin-1 font (Helvetica); 1: Vietnamese letters and the combining tilde; 2: Arabic letters
// and a space; 3: Devanagari letters and signs.
const chain = [has(ASCII), has('ễăĂ\u0303 '), has('محد '), has('अनीता')];

describe('splitFontRuns', () => {
  it.each([
    ['plain Latin stays in one run', 'Nguyen Van', [['Nguyen Van', 0]]],
    [
      'a Vietnamese letter takes the next font, the rest goes back to the first',
      'Nguyễn Văn',
      [
        ['Nguy', 0],
        ['ễ', 1],
        ['n V', 0],
        ['ă', 1],
        ['n', 0],
      ],
    ],
    [
      'a combining mark stays on its letter when the run font has it',
      'ă\u0303x',
      [
        ['ă\u0303', 1],
        ['x', 0],
      ],
    ],
    ['a space between Arabic words stays in the Arabic run', 'محمد محمد', [['محمد محمد', 2]]],
    [
      'a space after the Arabic run goes back to the first font',
      'محمد Tester',
      [
        ['محمد', 2],
        [' Tester', 0],
      ],
    ],
    [
      'Devanagari',
      'Dr अनीता',
      [
        ['Dr ', 0],
        ['अनीता', 3],
      ],
    ],
    [
      'a character no font has',
      'A王B',
      [
        ['A', 0],
        ['王', -1],
        ['B', 0],
      ],
    ],
    ['empty text', '', []],
  ])('%s', (_, text, expected) => {
    expect(splitFontRuns(text, chain).map((r) => [r.text, r.font])).toEqual(expected);
  });
});

const CSS = `/* a */
@font-face {
  font-family: 'Noto Sans SC';
  src: url(./files/sc-5-400-normal.woff2) format('woff2'), url(./files/sc-5-400-normal.woff) format('woff');
  unicode-range: U+738b,U+5c0f-5c10,U+660e;
}
@font-face {
  src: url(./files/sc-latin-400-normal.woff2) format('woff2'), url(./files/sc-latin-400-normal.woff) format('woff');
  unicode-range: U+0000-00FF;
}`;

describe('parseFontSlices and slicesFor', () => {
  it('reads each WOFF file with its ranges (a single point is a range of one)', () => {
    expect(parseFontSlices(CSS)).toEqual([
      {
        file: './files/sc-5-400-normal.woff',
        ranges: [
          [0x738b, 0x738b],
          [0x5c0f, 0x5c10],
          [0x660e, 0x660e],
        ],
      },
      { file: './files/sc-latin-400-normal.woff', ranges: [[0, 0xff]] },
    ]);
  });

  it.each([
    ['王小明', ['./files/sc-5-400-normal.woff']], // 王 U+738B, 小 U+5C0F, 明 U+660E
    ['Wang', ['./files/sc-latin-400-normal.woff']],
    ['王 Wang', ['./files/sc-5-400-normal.woff', './files/sc-latin-400-normal.woff']],
    ['中', []], // U+4E2D: in neither
  ])('%s needs %j', (text, files) => {
    expect(slicesFor(parseFontSlices(CSS), text).map((s) => s.file)).toEqual(files);
  });
});
