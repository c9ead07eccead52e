// A local stand-in for the lender API (GET /loans?referenceNumber=…) used by the e2e server:
// every reference number has one APPROVED loan, "LN-" plus the first 8 characters of the
// reference. Onboarding's Credit step looks loans up here (LENDER_API_URL).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startFakeLender(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const ref = url.searchParams.get('referenceNumber') ?? '';
    if (url.pathname !== '/loans' || !ref) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('[]');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify([{ id: `LN-${ref.slice(0, 8)}`, status: 'APPROVED' }]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
