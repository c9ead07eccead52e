import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedNumber } from '../bounds';
import {
  FINANCE_LENDERS,
  FinanceOptionSchema,
  MAX_FINANCE_FEE_PCT,
} from '../../catalogue/finance-option.schema';
import {
  CatalogueNameSchema,
  InstallerIdsInputSchema,
  VersionSchema,
} from './catalogue-common.schema';

/** A finance option as the API returns it. */
export const FinanceOptionRecordSchema = lazySchema(() =>
  FinanceOptionSchema.extend({ version: VersionSchema }),
);
export type FinanceOptionRecord = z.infer<typeof FinanceOptionRecordSchema>;

export const FinanceOptionListSchema = lazySchema(() => z.array(FinanceOptionRecordSchema));

/**
 * Body of PATCH /api/FinanceOptions (spec 2 §7: the one call that creates and updates).
 * An absent or empty `id` creates; otherwise `version` is required and the option is updated.
 * `apr` and `fee` are percentages (fee 0–50, decision 0026), `minEpc`/`maxEpc` $/W (maxEpc 0 = no upper bound),
 * `maxLoanAmount` dollars (0 = no limit). A cash option has lengthInYears 0 and apr 0.
 */
export const SaveFinanceOptionInputSchema = lazySchema(() =>
  z
    .object({
      id: z.union([z.uuid(), z.literal('')]).optional(),
      version: VersionSchema.optional(),
      name: CatalogueNameSchema,
      apr: boundedNumber('percent'),
      lengthInYears: z
        .int('Whole years only')
        .min(0, 'Must not be negative')
        .max(50, 'At most 50 years'),
      minEpc: boundedNumber('epc'),
      maxEpc: boundedNumber('epc'),
      fee: z
        .number()
        .min(0, 'Must not be negative')
        .max(MAX_FINANCE_FEE_PCT, `At most ${MAX_FINANCE_FEE_PCT} %`),
      maxLoanAmount: boundedNumber('money'),
      installerIds: InstallerIdsInputSchema,
      /**
       * 'enium' gives the 12-month initial period (spec 2 §9). Empty (null or absent): decided
       * from the name on save (`lenderFromName`, issue 31); an admin may choose either.
       */
      lender: z.enum(FINANCE_LENDERS).nullish(),
    })
    .superRefine((f, ctx) => {
      if (f.id && f.version === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['version'],
          message: 'Required to update a finance option',
        });
      }
      if (f.maxEpc !== 0 && f.minEpc > f.maxEpc) {
        ctx.addIssue({
          code: 'custom',
          path: ['minEpc'],
          message: 'Min EPC must not exceed Max EPC',
        });
      }
      if (f.lengthInYears === 0 && f.apr !== 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['apr'],
          message: 'A cash option (length 0 years) has an APR of 0',
        });
      }
    }),
);
export type SaveFinanceOptionInput = z.infer<typeof SaveFinanceOptionInputSchema>;
