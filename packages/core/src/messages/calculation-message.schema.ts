import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { CALCULATION_MESSAGES } from './calculation-messages';

/** Codes of the build and proposal checks: the keys of CALCULATION_MESSAGES. */
export const CALCULATION_MESSAGE_CODES = Object.keys(
  CALCULATION_MESSAGES,
) as (keyof typeof CALCULATION_MESSAGES)[];
export type CalculationMessageCode = keyof typeof CALCULATION_MESSAGES;

/**
 * One finding of a check: `error` findings fail a save or a preview; `warning` findings are the
 * build warnings and notices; `blocksGenerate` marks the reasons Generate Proposal is disabled.
 */
export const CalculationMessageSchema = lazySchema(() =>
  z.object({
    code: z.enum(
      CALCULATION_MESSAGE_CODES as [CalculationMessageCode, ...CalculationMessageCode[]],
    ),
    severity: z.enum(['error', 'warning']),
    text: z.string(),
    blocksGenerate: z.boolean(),
  }),
);
export type CalculationMessage = z.infer<typeof CalculationMessageSchema>;

/** Build a finding from its code and text. */
export function calculationMessage(
  code: CalculationMessageCode,
  text: string,
  severity: 'error' | 'warning',
  blocksGenerate = false,
): CalculationMessage {
  return { code, text, severity, blocksGenerate };
}
