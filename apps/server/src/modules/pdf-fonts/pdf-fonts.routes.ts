import fs from 'node:fs/promises';
import { z } from 'zod';
import type { App } from '../../app-types';
import { notFound } from '../../errors';
import { fontFilePath, PDF_FONT_FAMILIES } from '../../integrations/documents/pdf-fonts';

const FAMILIES = PDF_FONT_FAMILIES.map((pkg) => pkg.replace('@fontsource/', '')) as [
  string,
  ...string[],
];

const params = z.object({
  family: z.enum(FAMILIES),
  // A weight's CSS (its @font-face rules with their unicode-range) or one WOFF file of it.
  file: z.string().regex(/^(\d00\.css|[a-z0-9-]+\.woff)$/),
});

/**
 * The fonts the deck's PDF export embeds beyond Roboto (issue 33, decision 0055), served from the
 * server's Fontsource packages so the browser fetches only the slices a deck's text needs and the
 * web build carries none of them. Public: fonts, no data (the shared deck exports too).
 */
export async function pdfFontsRoutes(app: App) {
  app.get('/api/pdf-fonts/:family/:file', {
    config: { access: 'public' },
    schema: { tags: ['proposal-deck'], summary: 'A font file for the PDF export', params },
    handler: async (req, reply) => {
      const { family, file } = req.params;
      const isCss = file.endsWith('.css');
      const bytes = await fs
        .readFile(fontFilePath(`@fontsource/${family}`, isCss ? file : `files/${file}`))
        .catch(() => null);
      if (!bytes) throw notFound('No such font.');
      return reply
        .header('content-type', isCss ? 'text/css; charset=utf-8' : 'font/woff')
        .header('cache-control', 'public, max-age=86400')
        .send(bytes);
    },
  });
}
