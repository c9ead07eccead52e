import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { TEXT_LIMITS, boundedText } from './bounds';
import { CAPABILITIES, ROLE_NAMES } from '../auth/capabilities';

/** POST /api/auth/login — Demo is accepted only when no provider is configured and not in production. */
export const LoginInputSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('Google'), token: boundedText('token').min(1) }),
    z.object({ type: z.literal('Facebook'), token: boundedText('token').min(1) }),
    z.object({ type: z.literal('Demo'), email: z.email().max(TEXT_LIMITS.email) }),
  ]),
);
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const TokenPairSchema = lazySchema(() =>
  z.object({ accessToken: z.string(), refreshToken: z.string() }),
);
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshInputSchema = lazySchema(() =>
  z.object({ refreshToken: boundedText('token').min(1) }),
);
export type RefreshInput = z.infer<typeof RefreshInputSchema>;

export const RoleSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.enum(ROLE_NAMES),
    capabilities: z.object({ proposalBuilder: z.array(z.enum(CAPABILITIES)) }),
  }),
);
export type Role = z.infer<typeof RoleSchema>;

/** The signed-in user, spec 1 §3. */
export const MeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    profilePicPath: z.string(),
    role: RoleSchema,
  }),
);
export type Me = z.infer<typeof MeSchema>;

/** Which sign-in methods this server offers; read by the login page. */
export const AuthProvidersSchema = lazySchema(() =>
  z.object({
    google: z.object({ clientId: z.string() }).nullable(),
    facebook: z.object({ appId: z.string() }).nullable(),
    demo: z
      .object({
        users: z.array(z.object({ email: z.string(), name: z.string(), role: z.string() })),
      })
      .nullable(),
  }),
);
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/** Header the server sets on a 401 caused by an expired access token (spec 3 §7). */
export const TOKEN_EXPIRED_HEADER = 'token-expired';
/**
 * One key per user intent on a write (decision 0046): the server answers a repeat with the same
 * key with the first answer (marked by IDEMPOTENT_REPLAY_HEADER) instead of doing it again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
