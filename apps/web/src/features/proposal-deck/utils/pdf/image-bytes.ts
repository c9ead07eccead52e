/**
 * The bytes behind an <img> source without a network request the page's Content Security
 * Policy would refuse (connect-src allows neither data: nor blob:): data: URLs are decoded
 * here, object URLs the deck made are looked up in this registry, anything else is fetched.
 */
const blobs = new Map<string, Blob>();

export function registerObjectUrl(url: string, blob: Blob) {
  blobs.set(url, blob);
}
export function forgetObjectUrl(url: string) {
  blobs.delete(url);
}

function decodeDataUrl(url: string): Uint8Array {
  const comma = url.indexOf(',');
  const meta = url.slice(5, comma);
  const data = url.slice(comma + 1);
  if (meta.endsWith(';base64')) return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new TextEncoder().encode(decodeURIComponent(data));
}

export async function imageBytes(src: string): Promise<Uint8Array> {
  if (src.startsWith('data:')) return decodeDataUrl(src);
  const blob = blobs.get(src);
  if (blob) return new Uint8Array(await blob.arrayBuffer());
  return new Uint8Array(await (await fetch(src)).arrayBuffer());
}
