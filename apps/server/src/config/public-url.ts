import type { Env } from './env';

/**
 * The address people reach the app at (PUBLIC_URL, without a trailing slash): every link that
 * leaves the app (signing, share and proposal links, notification emails and texts) starts with
 * it. Production requires it (env.ts); elsewhere the default is the address the server listens on.
 */
export function publicUrl(env: Env): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

/** `path` (an in-app path such as /sign/abc) as an absolute link; absolute links stay as they are. */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
