import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/** Every error reply of the API has this shape; `code` is one of ERROR_CODES. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UNPROCESSABLE',
  'UPSTREAM_FAILED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorSchema = lazySchema(() =>
  z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
);
export type ApiError = z.infer<typeof ApiErrorSchema>;
