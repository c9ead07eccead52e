import { describe, expect, it } from 'vitest';
import { readPdfPages } from '../../../test/helpers/pdf-text';
import { renderAgreementPdf, sha256, stampSignedPdf } from './agreement-pdf';

/** The text of every page, line by line (pdf.js puts right-to-left runs in reading order). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pages = await readPdfPages(bytes);
  return pages
    .map(({ items }) => items.map((it) => it.str + (it.hasEOL ? '\n' : '')).join(''))
    .join('\n');
}

const NAMES = ['Nguyễn Văn An', '王小明', 'محمد', 'अनीता'];

const agreement = (firstName: string, lastName: string) =>
  renderAgreementPdf({
    title: 'Solar Agreement',
    templateName: 'Solex Residential Solar Agreement AZ',
    fields: [{ name: 'Client.FullName', value: `${firstName} ${lastName}` }],
    recipients: [
      { role: 'Customer', firstName, lastName, email: 'customer@example.com' },
      { role: 'Sales Rep', firstName: 'Sam', lastName: 'Rep', email: 'rep@example.com' },
    ],
    createdAt: new Date('2026-11-28T12:00:00Z'),
  });

describe('agreement PDF in any script (issue 33)', () => {
  it.each(NAMES)('draws %s as itself in the agreement and the signed copy', async (name) => {
    const unsigned = await agreement(name, 'Tester');
    expect(await pdfText(unsigned)).toContain(`Customer: ${name} Tester`);
    const signed = await stampSignedPdf(
      unsigned,
      {
        signerName: `${name} Tester`,
        signerEmail: 'customer@example.com',
        signatureKind: 'typed',
        ip: '127.0.0.1',
        userAgent: 'test',
        signedAt: '2026-11-28T12:05:00Z',
        documentSha256: sha256(unsigned),
      },
      name,
      'doc-1',
    );
    const text = await pdfText(signed);
    expect(text).toContain(`Signer: ${name} Tester`);
    expect(text).toContain(`Signed by ${name} Tester`);
  });

  it('keeps a Latin-only agreement in Helvetica alone (nothing embedded) and small', async () => {
    const latin = await agreement('Maria', 'Alvarez');
    const all = await agreement('Nguyễn Văn An 王小明', 'محمد अनीता');
    const fonts = (bytes: Buffer) => bytes.toString('latin1').match(/\/FontFile[23]?/g) ?? [];
    expect(fonts(latin)).toEqual([]);
    expect(fonts(all).length).toBeGreaterThanOrEqual(4);
    console.log(`agreement PDF: Latin ${latin.length} B, four scripts ${all.length} B`);
    // Subsets: the 8 MB Chinese font adds only the few glyphs drawn.
    expect(all.length).toBeLessThan(150_000);
  });
});
