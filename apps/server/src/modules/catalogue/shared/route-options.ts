import { ApiErrorSchema } from '@pb/core';

/** Catalogue reads are open to every signed-in user (proposals need them). */
export const readAccess = { access: 'authenticated' } as const;

/** Every catalogue write needs PB_MANAGE_ADMIN_ITEMS (spec 2 §6). */
export const writeAccess = { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } } as const;

/** The error replies a catalogue route may give, documented in OpenAPI (`{code, message, issues?}`). */
export const readErrors = { 401: ApiErrorSchema, 404: ApiErrorSchema } as const;
export const writeErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
} as const;
