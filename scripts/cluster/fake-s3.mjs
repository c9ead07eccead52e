// An S3-compatible store in memory for the cluster run: path-style PUT, GET, HEAD and DELETE
// Object on 127.0.0.1. It checks that a request is signed (SigV4 header shape) but not the
// signature itself: the S3 client's signing is checked against AWS's example in the API tests.
import http from 'node:http';

const SIGNED = /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[a-z0-9-]+\/s3\/aws4_request, /;

/** Starts the store; resolves { url, objects, close }. */
export function startFakeS3(port = 0) {
  const objects = new Map();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname.slice(1));
      if (!SIGNED.test(String(req.headers.authorization ?? ''))) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        return res.end('<Error><Code>AccessDenied</Code></Error>');
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        });
        res.writeHead(200);
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const object = objects.get(key);
      if (!object) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        return res.end('<Error><Code>NoSuchKey</Code></Error>');
      }
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : object.body);
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        objects,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
