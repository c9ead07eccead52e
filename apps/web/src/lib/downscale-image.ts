/** Largest side of a profile picture after downscaling (issue 2). */
export const MAX_PICTURE_SIZE_PX = 256;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The file is not an image this browser can read'));
    image.src = src;
  });
}

/** The size an image of `width`×`height` gets so that neither side exceeds `maxSize`. */
export function fitWithin(
  width: number,
  height: number,
  maxSize: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSize / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Reads an image file, scales it so neither side exceeds `maxSize` and returns a JPEG data URL
 * (transparent areas become white).
 */
export async function downscaleImage(file: Blob, maxSize = MAX_PICTURE_SIZE_PX): Promise<string> {
  const image = await loadImage(await readAsDataUrl(file));
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, maxSize);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize images');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', 0.88);
}
