import fontkit from '@pdf-lib/fontkit';
import type { FontChain } from '@pb/core';
// fontkit's Arabic and Indic shapers read regenerator's global (their build does not bring it).
import 'regenerator-runtime/runtime.js';
import {
  concatTransformationMatrix,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff?url';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff?url';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff?url';
import { parseCssColor } from './css-color';
import { fontChain } from './fallback-fonts';
import { imageBytes } from './image-bytes';

/**
 * A vector PDF of rendered slides (docs/decisions/0016): every `[data-pdf-slide]` element under
 * the container becomes one page. The DOM is walked as laid out by the browser: boxes become
 * filled and stroked paths, text becomes real text in the embedded Roboto (selectable and
 * searchable), inline SVG (charts, the roof drawing, SVG logos) becomes PDF paths, and raster
 * images (the roof photo) are embedded as they are. Nothing is rasterised. Elements marked
 * `data-pdf-skip` (buttons, sliders) are left out.
 */

/** CSS px → PDF points (96 dpi → 72 dpi): a 1280 × 720 slide is a 960 × 540 pt page. */
const PX_TO_PT = 0.75;
/** Roboto's vertical metrics (hhea, em units): where the baseline sits in a line box. */
const ASCENT = 1900 / 2048;
const DESCENT = 500 / 2048;

type Weight = 400 | 500 | 700;
type Fonts = Record<Weight, FontChain<PDFFont>>;

interface Ctx {
  doc: PDFDocument;
  page: PDFPage;
  fonts: Fonts;
  images: Map<string, PDFImage | null>;
  left: number;
  top: number;
  height: number;
}

const px = (ctx: Ctx, x: number) => (x - ctx.left) * PX_TO_PT;
const py = (ctx: Ctx, y: number) => ctx.height - (y - ctx.top) * PX_TO_PT;

const weightOf = (style: CSSStyleDeclaration): Weight => {
  const w = Number(style.fontWeight) || (style.fontWeight === 'bold' ? 700 : 400);
  return w >= 600 ? 700 : w >= 500 ? 500 : 400;
};

/** Roboto (Latin) of each weight, then the fonts `text` needs beyond it (fallback-fonts.ts). */
async function loadFonts(doc: PDFDocument, text: string): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const bytes = await Promise.all(
    [roboto400, roboto500, roboto700].map(async (url) => (await fetch(url)).arrayBuffer()),
  );
  // Subset: fontkit re-encodes the WOFF as a TrueType subset of the glyphs used (a PDF cannot
  // carry WOFF), which also keeps the file small.
  const [regular, medium, bold] = await Promise.all(
    bytes.map((b) => doc.embedFont(b, { subset: true })),
  );
  const [c400, c500, c700] = await Promise.all([
    fontChain(doc, regular!, 400, text),
    fontChain(doc, medium!, 500, text),
    fontChain(doc, bold!, 700, text),
  ]);
  return { 400: c400, 500: c500, 700: c700 };
}

/** A rounded rectangle path in local px, origin top-left. */
function roundedRectPath(w: number, h: number, r: number): string {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  if (rr === 0) return `M0 0H${w}V${h}H0Z`;
  return (
    `M${rr} 0H${w - rr}A${rr} ${rr} 0 0 1 ${w} ${rr}V${h - rr}A${rr} ${rr} 0 0 1 ${w - rr} ${h}` +
    `H${rr}A${rr} ${rr} 0 0 1 0 ${h - rr}V${rr}A${rr} ${rr} 0 0 1 ${rr} 0Z`
  );
}

function drawBox(ctx: Ctx, style: CSSStyleDeclaration, rect: DOMRect) {
  if (rect.width <= 0 || rect.height <= 0) return;
  const opacity = Number(style.opacity || '1');
  const radius = Number.parseFloat(style.borderTopLeftRadius) || 0;
  const radiusPx = style.borderTopLeftRadius.endsWith('%')
    ? (Math.min(rect.width, rect.height) * radius) / 100
    : radius;
  const bg = parseCssColor(style.backgroundColor);
  if (bg) {
    ctx.page.drawSvgPath(roundedRectPath(rect.width, rect.height, radiusPx), {
      x: px(ctx, rect.left),
      y: py(ctx, rect.top),
      scale: PX_TO_PT,
      color: bg.color,
      opacity: bg.alpha * opacity,
      borderWidth: 0,
    });
  }
  const sides = [
    ['Top', rect.left, rect.top, rect.right, rect.top],
    ['Right', rect.right, rect.top, rect.right, rect.bottom],
    ['Bottom', rect.left, rect.bottom, rect.right, rect.bottom],
    ['Left', rect.left, rect.top, rect.left, rect.bottom],
  ] as const;
  const widths = sides.map(([s]) =>
    style.getPropertyValue(`border-${s.toLowerCase()}-style`) === 'none'
      ? 0
      : Number.parseFloat(style.getPropertyValue(`border-${s.toLowerCase()}-width`)) || 0,
  );
  const colors = sides.map(([s]) => style.getPropertyValue(`border-${s.toLowerCase()}-color`));
  const isUniform = widths.every((w) => w === widths[0]) && colors.every((c) => c === colors[0]);
  if (isUniform && widths[0]! > 0 && radiusPx > 0) {
    const c = parseCssColor(colors[0]);
    const w = widths[0]!;
    if (c)
      ctx.page.drawSvgPath(roundedRectPath(rect.width - w, rect.height - w, radiusPx - w / 2), {
        x: px(ctx, rect.left + w / 2),
        y: py(ctx, rect.top + w / 2),
        scale: PX_TO_PT,
        borderColor: c.color,
        borderWidth: w,
        borderOpacity: c.alpha * opacity,
      });
    return;
  }
  sides.forEach(([, x1, y1, x2, y2], i) => {
    const w = widths[i]!;
    const c = parseCssColor(colors[i]);
    if (w <= 0 || !c) return;
    // Inset by half the width so the line lies inside the border box, as CSS draws it.
    const dx = i === 1 ? -w / 2 : i === 3 ? w / 2 : 0;
    const dy = i === 0 ? w / 2 : i === 2 ? -w / 2 : 0;
    ctx.page.drawLine({
      start: { x: px(ctx, x1 + dx), y: py(ctx, y1 + dy) },
      end: { x: px(ctx, x2 + dx), y: py(ctx, y2 + dy) },
      thickness: w * PX_TO_PT,
      color: c.color,
      opacity: c.alpha * opacity,
    });
  });
}

/** Draws a run of text whose line box is `rect`, with the element's font and colour. */
function drawRun(
  ctx: Ctx,
  text: string,
  rect: DOMRect,
  style: CSSStyleDeclaration,
  sizePx: number,
  isSvg = false,
) {
  // SVG text is painted with `fill`; HTML text with `color`.
  const color = isSvg ? parseCssColor(style.fill) : parseCssColor(style.color);
  if (!color || !text.trim()) return;
  const chain = ctx.fonts[weightOf(style)];
  const baseline = rect.top + (rect.height - (ASCENT + DESCENT) * sizePx) / 2 + ASCENT * sizePx;
  const size = sizePx * PX_TO_PT;
  // Each run with the first font that has its characters (Roboto, then the fallbacks).
  let x = px(ctx, rect.left);
  for (const run of chain.runs(text)) {
    ctx.page.drawText(run.text, {
      x,
      y: py(ctx, baseline),
      size,
      font: run.font,
      color: color.color,
      opacity: color.alpha * (Number(style.opacity || '1') || 1),
    });
    x += run.font.widthOfTextAtSize(run.text, size);
  }
}

const transformText = (text: string, style: CSSStyleDeclaration) =>
  style.textTransform === 'uppercase' ? text.toUpperCase() : text;

/** A text node, line by line as the browser wrapped it (words grouped by their line box). */
function drawTextNode(ctx: Ctx, node: Text, style: CSSStyleDeclaration) {
  const data = node.data;
  if (!data.trim()) return;
  const sizePx = Number.parseFloat(style.fontSize) || 16;
  const range = document.createRange();
  const words = [...data.matchAll(/\S+/g)];
  let line: { start: number; end: number; rect: DOMRect } | null = null;
  const flush = () => {
    if (!line) return;
    const text = transformText(data.slice(line.start, line.end).replace(/\s+/g, ' '), style);
    drawRun(ctx, text, line.rect, style, sizePx);
    line = null;
  };
  for (const w of words) {
    const start = w.index;
    const end = start + w[0].length;
    range.setStart(node, start);
    range.setEnd(node, end);
    const rect = range.getClientRects()[0];
    if (!rect || rect.width === 0) continue;
    if (line && Math.abs(line.rect.top - rect.top) < sizePx / 2) {
      line.end = end;
    } else {
      flush();
      line = { start, end, rect };
    }
  }
  flush();
}

/** Local SVG geometry as a path, in the element's own coordinates. */
function shapePath(el: SVGElement): string | null {
  const n = (name: string) => Number.parseFloat(el.getAttribute(name) ?? '0') || 0;
  switch (el.tagName.toLowerCase()) {
    case 'path':
      return el.getAttribute('d');
    case 'rect': {
      const [x, y, w, h] = [n('x'), n('y'), n('width'), n('height')];
      if (w <= 0 || h <= 0) return null;
      return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
    }
    case 'circle': {
      const [cx, cy, r] = [n('cx'), n('cy'), n('r')];
      if (r <= 0) return null;
      return `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`;
    }
    case 'line':
      return `M${n('x1')} ${n('y1')}L${n('x2')} ${n('y2')}`;
    case 'polyline':
    case 'polygon': {
      const pts = (el.getAttribute('points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (pts.length < 4) return null;
      let d = `M${pts[0]} ${pts[1]}`;
      for (let i = 2; i + 1 < pts.length; i += 2) d += `L${pts[i]} ${pts[i + 1]}`;
      return el.tagName.toLowerCase() === 'polygon' ? `${d}Z` : d;
    }
    default:
      return null;
  }
}

const NOT_DRAWN = 'defs, clipPath, mask, marker, pattern, symbol, linearGradient, radialGradient';

/** Draws SVG shapes and text with their full screen transform (non-uniform scale included). */
function drawSvg(ctx: Ctx, root: SVGSVGElement) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (
    let node = walker.currentNode as Element | null;
    node;
    node = walker.nextNode() as Element | null
  ) {
    if (!(node instanceof SVGGraphicsElement)) continue;
    // Clip paths, masks, markers and definitions are not drawn themselves.
    if (node.closest(NOT_DRAWN)) continue;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const tag = node.tagName.toLowerCase();
    if (tag === 'text') {
      const rect = node.getBoundingClientRect();
      const m = node.getScreenCTM();
      const size = (Number.parseFloat(style.fontSize) || 12) * (m ? Math.abs(m.d) : 1);
      drawRun(ctx, transformText(node.textContent ?? '', style), rect, style, size, true);
      continue;
    }
    const d = shapePath(node);
    const m = node.getScreenCTM();
    if (!d || !m) continue;
    const opacity = Number(style.opacity || '1');
    const fill = parseCssColor(style.fill);
    const stroke = parseCssColor(style.stroke);
    const strokeWidth = Number.parseFloat(style.strokeWidth) || 0;
    const isNonScaling = style.getPropertyValue('vector-effect') === 'non-scaling-stroke';
    const localScale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) || 1;
    const width = isNonScaling ? strokeWidth / localScale : strokeWidth;
    const fillOpacity = Number(style.fillOpacity || '1');
    const strokeOpacity = Number(style.strokeOpacity || '1');
    const s = PX_TO_PT;
    ctx.page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(
        s * m.a,
        -s * m.b,
        -s * m.c,
        s * m.d,
        s * (m.e - ctx.left),
        ctx.height - s * (m.f - ctx.top),
      ),
    );
    const isOpen = tag === 'line' || tag === 'polyline';
    ctx.page.drawSvgPath(d, {
      x: 0,
      y: 0,
      scale: 1,
      color: fill && !isOpen ? fill.color : undefined,
      opacity: fill ? fill.alpha * fillOpacity * opacity : undefined,
      borderColor: stroke && width > 0 ? stroke.color : undefined,
      borderWidth: stroke && width > 0 ? width : 0,
      borderOpacity: stroke ? stroke.alpha * strokeOpacity * opacity : undefined,
      borderLineCap: style.strokeLinecap === 'round' ? 1 : undefined,
    });
    ctx.page.pushOperators(popGraphicsState());
  }
}

/** An SVG logo in an <img>: parsed, cleaned of scripts and handlers, laid over the image, walked. */
async function drawSvgImage(ctx: Ctx, img: HTMLImageElement, rect: DOMRect) {
  const text = new TextDecoder().decode(await imageBytes(img.currentSrc || img.src));
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const svg = parsed.documentElement;
  if (!(svg instanceof SVGSVGElement)) return;
  svg.querySelectorAll('script, foreignObject').forEach((e) => e.remove());
  for (const el of [svg, ...svg.querySelectorAll('*')])
    for (const attr of [...el.attributes])
      if (/^on/i.test(attr.name)) el.removeAttribute(attr.name);
  const host = document.createElement('div');
  Object.assign(host.style, {
    position: 'fixed',
    left: `${rect.left}px`,
    top: `${rect.top}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
    pointerEvents: 'none',
  });
  const adopted = document.importNode(svg, true);
  adopted.setAttribute('width', String(rect.width));
  adopted.setAttribute('height', String(rect.height));
  host.appendChild(adopted);
  document.body.appendChild(host);
  try {
    drawSvg(ctx, adopted);
  } finally {
    host.remove();
  }
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;

async function drawImage(ctx: Ctx, img: HTMLImageElement, rect: DOMRect) {
  const src = img.currentSrc || img.src;
  if (!src || rect.width <= 0 || rect.height <= 0) return;
  if (src.startsWith('data:image/svg+xml') || /\.svg(\?|$)/.test(src)) {
    await drawSvgImage(ctx, img, rect);
    return;
  }
  if (!ctx.images.has(src)) {
    const bytes = await imageBytes(src);
    ctx.images.set(
      src,
      isPng(bytes)
        ? await ctx.doc.embedPng(bytes)
        : isJpeg(bytes)
          ? await ctx.doc.embedJpg(bytes)
          : null,
    );
  }
  const image = ctx.images.get(src);
  if (!image) return;
  ctx.page.drawImage(image, {
    x: px(ctx, rect.left),
    y: py(ctx, rect.bottom),
    width: rect.width * PX_TO_PT,
    height: rect.height * PX_TO_PT,
  });
}

async function walk(ctx: Ctx, el: Element): Promise<void> {
  if (el.hasAttribute('data-pdf-skip')) return;
  const style = getComputedStyle(el);
  if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return;
  if (el instanceof SVGSVGElement) {
    drawSvg(ctx, el);
    return;
  }
  if (el instanceof HTMLCanvasElement || el instanceof HTMLInputElement) return;
  const rect = el.getBoundingClientRect();
  drawBox(ctx, style, rect);
  if (el instanceof HTMLImageElement) {
    await drawImage(ctx, el, rect);
    return;
  }
  for (const child of el.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) drawTextNode(ctx, child as Text, style);
    else if (child.nodeType === Node.ELEMENT_NODE) await walk(ctx, child as Element);
  }
}

/** One PDF page per `[data-pdf-slide]` under `container`, in document order. */
export async function slidesToPdf(container: HTMLElement, title: string): Promise<Uint8Array> {
  await document.fonts.ready;
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Proposal Builder');
  const text = container.textContent ?? '';
  const fonts = await loadFonts(doc, `${text}${text.toUpperCase()}`);
  const images = new Map<string, PDFImage | null>();
  for (const slide of container.querySelectorAll<HTMLElement>('[data-pdf-slide]')) {
    const rect = slide.getBoundingClientRect();
    const width = rect.width * PX_TO_PT;
    const height = rect.height * PX_TO_PT;
    const page = doc.addPage([width, height]);
    await walk({ doc, page, fonts, images, left: rect.left, top: rect.top, height }, slide);
  }
  return doc.save();
}

/** Saves bytes as a download named `filename`. */
export function downloadPdf(bytes: Uint8Array, filename: string) {
  const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
