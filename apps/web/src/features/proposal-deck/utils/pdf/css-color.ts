import { rgb, type RGB } from 'pdf-lib';

/** A computed CSS colour ('rgb(…)', 'rgba(…)', 'none', 'transparent') as a PDF colour and alpha. */
export interface PdfColor {
  color: RGB;
  alpha: number;
}

export function parseCssColor(value: string | null | undefined): PdfColor | null {
  if (!value || value === 'none' || value === 'transparent') return null;
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
    value,
  );
  if (m) {
    const alphaText = m[4];
    const alpha =
      alphaText === undefined
        ? 1
        : alphaText.endsWith('%')
          ? Number(alphaText.slice(0, -1)) / 100
          : Number(alphaText);
    if (alpha <= 0) return null;
    return { color: rgb(Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255), alpha };
  }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    const n = Number.parseInt(h, 16);
    return {
      color: rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255),
      alpha: 1,
    };
  }
  return null;
}
