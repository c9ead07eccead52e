import sharp from 'sharp';

/** A multipart/form-data body with one file part, for inject(). */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----pbtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A tiny but well-formed PNG (1×1, transparent). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small real JPEG (8×8, red): the server decodes every upload, so fixtures must decode. */
export const JPEG_BYTES = await sharp({
  create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 0, b: 0 } },
})
  .jpeg()
  .toBuffer();

/** A PNG of `width` × `height` plain pixels (compresses to a few hundred bytes per megapixel). */
export const plainPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
