import { createHash } from 'node:crypto';
import type { Color, PDFDocument, PDFPage } from 'pdf-lib';

/** pdf-lib is loaded with the first agreement, not at start-up. */
const loadPdfLib = () => import('pdf-lib');
import type { SigningEvidence, SigningRecipient } from '../../db/schema/index';
import { fontChain, type FontChain } from './pdf-fonts';

const PAGE: [number, number] = [612, 792];
const MARGIN = 56;

function wrap(text: string, font: FontChain, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.width(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    private font: FontChain,
    private bold: FontChain,
    private ink: Color,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.font;
    for (const line of wrap(text, font, size, PAGE[0] - 2 * MARGIN)) {
      if (this.y < MARGIN + size) {
        this.page = this.doc.addPage(PAGE);
        this.y = PAGE[1] - MARGIN;
      }
      drawRuns(this.page, font, line, { x: MARGIN, y: this.y - size, size, color: this.ink });
      this.y -= size * 1.45;
    }
    this.y -= options.gap ?? 4;
  }
}

/** Draws `text` run by run, each with the first font of the chain that has its characters. */
function drawRuns(
  page: PDFPage,
  chain: FontChain,
  text: string,
  at: { x: number; y: number; size: number; color?: Color },
) {
  let x = at.x;
  for (const run of chain.runs(text)) {
    page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
    x += run.font.widthOfTextAtSize(run.text, at.size);
  }
}

const TERMS = [
  'The Customer agrees to purchase, and the Company agrees to design, permit and install, the solar energy system described above at the property above, for the total cost stated.',
  "The total cost includes equipment, installation, permitting and interconnection. Incentives and tax credits are the Customer's own and are not guaranteed by the Company.",
  'The Customer may cancel this agreement without penalty within three business days of signing by written notice to the Company.',
  'Both parties agree that electronic signatures on this agreement have the same effect as handwritten signatures.',
];

/** Renders an agreement from its template name and filled field values (the unsigned PDF). */
export async function renderAgreementPdf(input: {
  title: string;
  /** The contract template's name (e.g. 'Solex Residential Solar Agreement AZ'). */
  templateName: string;
  fields: { name: string; value: string }[];
  recipients: SigningRecipient[];
  createdAt: Date;
}): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setCreationDate(input.createdAt);
  doc.setModificationDate(input.createdAt);
  doc.setProducer('Proposal Builder');
  // Every text the document draws: the fonts it needs beyond Helvetica are embedded (subsets).
  const text = [
    input.title,
    input.templateName,
    ...input.fields.flatMap((f) => [f.name, f.value]),
    ...input.recipients.flatMap((r) => [r.firstName, r.lastName, r.email]),
  ].join('\n');
  const w = new Writer(
    doc,
    await fontChain(doc, await doc.embedFont(StandardFonts.Helvetica), 'regular', text),
    await fontChain(doc, await doc.embedFont(StandardFonts.HelveticaBold), 'bold', text),
    rgb(0.1, 0.1, 0.12),
  );
  w.text(input.title, { size: 18, bold: true, gap: 2 });
  if (input.templateName) w.text(input.templateName, { size: 12, gap: 10 });
  const customer = input.recipients.find((r) => r.role === 'Customer');
  if (customer) w.text(`Customer: ${customer.firstName} ${customer.lastName} (${customer.email})`);
  const rep = input.recipients.find((r) => r.role === 'Sales Rep');
  if (rep) w.text(`Sales Rep: ${rep.firstName} ${rep.lastName} (${rep.email})`, { gap: 10 });
  w.text('Agreement details', { size: 13, bold: true });
  for (const f of input.fields) w.text(`${f.name}: ${f.value}`);
  w.text('', { gap: 6 });
  w.text('Terms', { size: 13, bold: true });
  TERMS.forEach((t, i) => w.text(`${i + 1}. ${t}`, { gap: 6 }));
  w.text('', { gap: 10 });
  w.text('Customer signature: ______________________________   Date: ____________', { gap: 2 });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The signed agreement: the customer's signature (typed text or drawn PNG) stamped on the last
 * page, plus a certificate page with who signed, when, from where, and the SHA-256 of the
 * unsigned document they were shown.
 */
export async function stampSignedPdf(
  unsigned: Buffer,
  evidence: SigningEvidence,
  signature: string,
  documentId: string,
): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.load(unsigned);
  const text = [signature, evidence.signerName, evidence.signerEmail, evidence.userAgent].join(
    '\n',
  );
  const font = await fontChain(doc, await doc.embedFont(StandardFonts.Helvetica), 'regular', text);
  const bold = await fontChain(doc, await doc.embedFont(StandardFonts.HelveticaBold), 'bold', text);
  const pages = doc.getPages();
  const last = pages[pages.length - 1]!;
  const box = { x: MARGIN, y: 120, width: 260, height: 60 };
  last.drawRectangle({ ...box, borderColor: rgb(0.6, 0.6, 0.65), borderWidth: 0.8 });
  if (evidence.signatureKind === 'drawn') {
    const png = await doc.embedPng(Buffer.from(signature.split(',')[1] ?? '', 'base64'));
    const scale = Math.min((box.width - 10) / png.width, (box.height - 10) / png.height);
    last.drawImage(png, {
      x: box.x + 5,
      y: box.y + 5,
      width: png.width * scale,
      height: png.height * scale,
    });
  } else {
    const italic = await fontChain(
      doc,
      await doc.embedFont(StandardFonts.TimesRomanItalic),
      'regular',
      signature,
    );
    drawRuns(last, italic, signature, { x: box.x + 10, y: box.y + 20, size: 24 });
  }
  drawRuns(last, font, `Signed by ${evidence.signerName} on ${evidence.signedAt}`, {
    x: MARGIN,
    y: box.y - 14,
    size: 9,
  });
  const w = new Writer(doc, font, bold, rgb(0.1, 0.1, 0.12));
  w.text('Certificate of Completion', { size: 18, bold: true, gap: 12 });
  const lines: [string, string][] = [
    ['Document ID', documentId],
    ['Document SHA-256', evidence.documentSha256],
    ['Signer', evidence.signerName],
    ['Signer email', evidence.signerEmail],
    ['Signature', evidence.signatureKind === 'drawn' ? 'Drawn' : 'Typed'],
    ['Signed at (UTC)', evidence.signedAt],
    ['IP address', evidence.ip],
    ['User agent', evidence.userAgent],
    ['Consent', 'The signer agreed to sign electronically.'],
  ];
  for (const [k, v] of lines) w.text(`${k}: ${v}`);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
