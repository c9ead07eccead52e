import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';

/** Largest roof image accepted, bytes: the browser compresses to at most 1 MB (spec 3 §9). */
export const MAX_ROOF_IMAGE_BYTES = 1024 * 1024;

/** Image types a roof image may have (spec 3 §5 Roof image). */
export const ROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * Reply of POST /api/Proposals/UploadRoofImage: `path` is the stored file's key (save it as the
 * proposal's roofImagePath); `url` is where GET /api/files serves it (bearer token needed).
 */
export const UploadRoofImageResponseSchema = lazySchema(() =>
  z.object({
    path: z.string(),
    url: z.string(),
  }),
);
export type UploadRoofImageResponse = z.infer<typeof UploadRoofImageResponseSchema>;

/** Where GET /api/files serves a stored file's key. */
export const fileUrl = (path: string) => `/api/files/${path}`;
