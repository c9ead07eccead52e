import { MAX_CHAT_IMAGE_BYTES } from '@pb/core';

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file is not an image this browser can read'));
    };
    image.src = url;
  });
}

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('Could not compress the image'))),
      'image/jpeg',
      quality,
    ),
  );

/**
 * Compresses a picture for the chat to at most 1 MB (spec 1 §9): a JPEG at most 2048 px on its
 * long side, lowering quality and then size until it fits.
 */
export async function compressChatImage(
  file: Blob,
  maxBytes = MAX_CHAT_IMAGE_BYTES,
): Promise<Blob> {
  const image = await loadImage(file);
  let side = Math.min(2048, Math.max(image.naturalWidth, image.naturalHeight));
  for (let round = 0; round < 8; round++) {
    const scale = side / Math.max(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot compress images');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.85, 0.7, 0.55]) {
      const blob = await toBlob(canvas, quality);
      if (blob.size <= maxBytes) return blob;
    }
    side = Math.round(side * 0.7);
  }
  throw new Error('The image could not be compressed to 1 MB');
}
