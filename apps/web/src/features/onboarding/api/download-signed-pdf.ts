import { api } from '../../../lib/api-client';

/** GET /api/Contracts/:id/documents/:docId/pdf — saves the signed agreement. */
export async function downloadSignedPdf(id: string, docId: string, name: string) {
  const blob = await api.getBlob(
    `/Contracts/${encodeURIComponent(id)}/documents/${encodeURIComponent(docId)}/pdf`,
  );
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name || 'agreement'}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
