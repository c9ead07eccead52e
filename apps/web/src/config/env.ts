import { z } from 'zod';

/**
 * Browser environment, parsed once at start-up. Only `VITE_APP_`-prefixed keys reach the bundle,
 * and every one of them is listed here.
 */
const EnvSchema = z.object({
  API_URL: z.string().default('/api'),
});

function parseEnv() {
  const raw = Object.fromEntries(
    Object.entries(import.meta.env)
      .filter(([key]) => key.startsWith('VITE_APP_'))
      .map(([key, value]) => [key.replace('VITE_APP_', ''), value]),
  );
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid VITE_APP_ environment: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const env = parseEnv();
