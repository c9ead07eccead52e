import { z } from 'zod';
import { createJsonClient, type JsonClientOptions } from '../http/json-client';

export interface Loan {
  id: string;
  status: string;
}

/**
 * The lender API (Goodleap/Loanpal): loans by reference number (the proposal id). Without
 * LENDER_API_URL there is no lookup; the rep types the loan id instead (the embedded default).
 */
export interface LenderService {
  findLoans(referenceNumber: string): Promise<Loan[]>;
}

const LoansSchema = z.array(
  z.object({ id: z.union([z.string(), z.number()]).transform(String), status: z.string() }),
);

export function createHttpLenderClient(
  options: Omit<JsonClientOptions, 'authorization' | 'token'> & { apiKey?: string },
): LenderService {
  const client = createJsonClient({
    ...options,
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  });
  return {
    async findLoans(referenceNumber) {
      const body = await client.request(
        'GET',
        `/loans?referenceNumber=${encodeURIComponent(referenceNumber)}`,
      );
      const list = Array.isArray(body)
        ? body
        : ((body as { loans?: unknown; results?: unknown } | null)?.loans ??
          (body as { results?: unknown } | null)?.results ??
          []);
      return LoansSchema.parse(list);
    },
  };
}
