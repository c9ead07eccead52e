import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedList, boundedNumber, boundedText } from '../api/bounds';

/**
 * Which lender's terms an option follows, where the rules differ (spec 2 §9): 'enium' options have
 * a 12-month initial period and 12 initial payments. A catalogue field: an admin who leaves it
 * empty gets it from the name (`lenderFromName`), and may choose either. Absent = 'standard'.
 */
export const FINANCE_LENDERS = ['standard', 'enium'] as const;
export type FinanceLender = (typeof FINANCE_LENDERS)[number];

/**
 * The Lender Terms a finance option saved with the field empty gets (spec 2 §9: 12 initial
 * months "for a finance option whose name contains 'enium'"; issue 31), in any letter case.
 */
export function lenderFromName(name: string): FinanceLender {
  return /enium/i.test(name) ? 'enium' : 'standard';
}

/**
 * Highest dealer fee a finance option may carry, % (decision 0026). Red line prices at
 * (base + adders) / (1 − fee/100), so 50 % already doubles a price and 99.99 % multiplied it by
 * 10 000 ($239,999,999). The demo lenders charge 17.5–30 %.
 */
export const MAX_FINANCE_FEE_PCT = 50;

/**
 * A finance option (spec 2 §3). `apr` and `fee` are percentages; `minEpc`/`maxEpc` are $/W
 * (a `maxEpc` of 0 means no upper bound); `maxLoanAmount` is dollars (0 means no limit).
 * A cash option has `lengthInYears` 0.
 */
export const FinanceOptionSchema = lazySchema(() =>
  z
    .object({
      id: boundedText('id'),
      name: boundedText('name').trim().min(1, 'Required'),
      apr: z.number().min(0).max(100),
      lengthInYears: z.number().int().min(0).max(50),
      minEpc: boundedNumber('epc'),
      maxEpc: boundedNumber('epc'),
      fee: z.number().min(0).lt(100),
      maxLoanAmount: boundedNumber('money'),
      installerIds: boundedList(boundedText('id'), 'installerIds'),
      lender: z.enum(FINANCE_LENDERS).optional(),
    })
    .refine((f) => f.maxEpc === 0 || f.minEpc <= f.maxEpc, {
      message: 'Min EPC must not exceed Max EPC',
      path: ['minEpc'],
    }),
);
export type FinanceOption = z.infer<typeof FinanceOptionSchema>;

/** PATCH body of the admin API: creates when `id` is empty, updates otherwise (spec 2 §7). */
export const FinanceOptionInputSchema = lazySchema(() => FinanceOptionSchema);
export type FinanceOptionInput = z.infer<typeof FinanceOptionInputSchema>;
