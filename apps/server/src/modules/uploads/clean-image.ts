import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE_PX } from '@pb/core';
import type Sharp from 'sharp';

/** sharp (libvips) is loaded with the first upload, not at start-up. */
let loaded: Promise<typeof Sharp> | null = null;
const loadSharp = () =>
  (loaded ??= import('sharp').then(({ default: sharp }) => {
    // Decoded pixels are not kept between uploads (the server is not an image cache).
    sharp.cache(false);
    return sharp;
  }));

/** A re-encoded image: only pixels, no metadata (EXIF, GPS, comments, ICC profile) left. */
export interface CleanImage {
  bytes: Buffer;
  ext: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Why an upload is not stored: not a PNG/JPEG that decodes, or more pixels than allowed. */
export type ImageRefusal = 'not-an-image' | 'too-many-pixels';

/** At most this many images are decoded at once (a 40 MP image takes ~160 MB while decoding). */
const MAX_CONCURRENT_DECODES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const isTooBig = (width: number, height: number) =>
  width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX || width * height > MAX_IMAGE_PIXELS;

/**
 * Decodes an uploaded image with sharp (libvips) and encodes it again in its own format, so the
 * stored bytes are always a clean PNG or JPEG: the header is read first and anything that is not
 * a PNG or JPEG, or is larger than 8000 × 8000 pixels or 40 megapixels, is refused before any
 * pixel is decoded; a file that does not decode in full is refused too. The EXIF orientation is
 * applied to the pixels, then every piece of metadata is dropped.
 */
export async function cleanImage(input: Buffer): Promise<CleanImage | ImageRefusal> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    const header = await sharp(input, { limitInputPixels: false }).metadata();
    format = header.format;
    if (format !== 'png' && format !== 'jpeg') return 'not-an-image';
    if (isTooBig(header.width ?? 0, header.height ?? 0)) return 'too-many-pixels';
  } catch {
    return 'not-an-image';
  }
  const isPng = format === 'png';
  try {
    return await oneAtATime(async () => {
      const pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .rotate()
        .toColourspace('srgb');
      const { data, info } = await (
        isPng ? pipeline.png() : pipeline.jpeg({ quality: 85 })
      ).toBuffer({ resolveWithObject: true });
      return {
        bytes: data,
        ext: isPng ? 'png' : 'jpg',
        contentType: isPng ? 'image/png' : 'image/jpeg',
        width: info.width,
        height: info.height,
      } satisfies CleanImage;
    });
  } catch {
    return 'not-an-image';
  }
}
