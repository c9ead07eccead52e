import { fitWithin } from '../../../lib/downscale-image';

/** Roof images: at most 720 px on the longer side and 1 MB (spec 3 §9). */
export const ROOF_IMAGE_MAX_PX = 720;
export const ROOF_IMAGE_MAX_BYTES = 1024 * 1024;

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** Only .jpg, .jpeg and .png files of an image type are accepted (spec 3 §5 Roof image). */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (
    (IMAGE_EXTENSIONS as readonly string[]).includes(extension) && IMAGE_TYPES.includes(file.type)
  );
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The file is not an image this browser can read'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot compress images'))),
      'image/jpeg',
      quality,
    ),
  );

/**
 * Compresses an image in the browser before upload: scaled on a canvas so neither side exceeds
 * 720 px, then saved as JPEG, lowering the quality (and, if need be, the size) until it is at
 * most 1 MB. Transparent areas become white.
 */
export async function compressImage(
  file: Blob,
  maxPx = ROOF_IMAGE_MAX_PX,
  maxBytes = ROOF_IMAGE_MAX_BYTES,
): Promise<Blob> {
  const image = await loadImage(file);
  let { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, maxPx);
  for (;;) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot compress images');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    for (const quality of [0.85, 0.7, 0.55, 0.4]) {
      const blob = await toBlob(canvas, quality);
      if (blob.size <= maxBytes) return blob;
    }
    if (width <= 64 || height <= 64) throw new Error('The image cannot be made small enough');
    width = Math.round(width * 0.75);
    height = Math.round(height * 0.75);
  }
}
