// A small keep-alive JSON client for the load generator: one call = one timed request. Loopback only.
import http from 'node:http';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Throws unless the URL points at this machine (the load generator never sends traffic elsewhere). */
export function assertLoopback(url, what) {
  const { hostname } = new URL(url);
  if (!LOOPBACK_HOSTS.has(hostname) && !/^127\.\d+\.\d+\.\d+$/.test(hostname))
    throw new Error(
      `${what} must be on this machine (127.0.0.1, localhost or ::1); got ${hostname}`,
    );
}

export class HttpClient {
  /** @param {string} baseUrl @param {{ timeoutMs: number, onRequest: () => boolean }} opts */
  constructor(baseUrl, { timeoutMs, onRequest }) {
    assertLoopback(baseUrl, 'The load target');
    this.base = new URL(baseUrl);
    this.timeoutMs = timeoutMs;
    this.onRequest = onRequest;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  }

  /**
   * Sends one request and resolves { status, body, ms } (status 0 on a network error or timeout).
   * `onRequest` returning false (the request budget is spent) stops the call before it is sent.
   */
  request(method, path, { token, body } = {}) {
    if (!this.onRequest()) return Promise.resolve({ status: -1, body: null, ms: 0, skipped: true });
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path: `/api${path}`,
          method,
          headers,
          agent: this.agent,
          timeout: this.timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const ms = elapsed();
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              parsed = text;
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, ms });
          });
          res.on('error', () => resolve({ status: 0, body: null, ms: elapsed() }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => resolve({ status: 0, body: String(err.message), ms: elapsed() }));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  close() {
    this.agent.destroy();
  }
}
