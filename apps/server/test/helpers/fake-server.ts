import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  url: string;
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

/**
 * A local HTTP server standing in for an outside service; the handler returns [status, json] and,
 * optionally, response headers.
 */
export async function startFakeServer(
  handler: (req: {
    method: string;
    url: URL;
    body: string;
    headers: http.IncomingHttpHeaders;
  }) =>
    | [number, unknown, Record<string, string>?]
    | Promise<[number, unknown, Record<string, string>?]>,
): Promise<FakeServer> {
  const requests: FakeServer['requests'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', async () => {
      requests.push({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body,
      });
      try {
        const [status, payload, headers] = await handler({
          method: req.method ?? 'GET',
          url: new URL(req.url ?? '/', 'http://fake'),
          body,
          headers: req.headers,
        });
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(payload));
      } catch (err) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(err) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
