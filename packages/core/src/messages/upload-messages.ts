/** Largest image side accepted on upload, pixels (the server decodes every image). */
export const MAX_IMAGE_SIDE_PX = 8000;
/** Largest image area accepted on upload: 40 megapixels (about 160 MB once decoded). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Upload refusals the spec does not word: plain sentences a rep understands. */
export const UPLOAD_MESSAGES = {
  imageTooManyPixels:
    'Unable to upload. The image is too big: at most 8000 × 8000 pixels and 40 megapixels. Resize it and try again.',
  quotaExceeded: (quotaMb: number) =>
    `Unable to upload. You have used your ${quotaMb} MB of uploads. Remove images you no longer need, or ask an admin.`,
  tooManyUploads: 'You are uploading too quickly. Wait a minute and try again.',
} as const;
