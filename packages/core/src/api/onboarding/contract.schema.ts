import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedInt, boundedRecord, boundedText, type TextLimit } from '../bounds';
import { emailAddress, personName } from '../person-fields';
import { usPhoneNumber } from '../phone-number';

/** A document status as the stepper shows it (provider statuses without the `document.` prefix). */
export const DOCUMENT_STATUSES = [
  'uploaded',
  'draft',
  'sent',
  'viewed',
  'completed',
  'failed',
] as const;
export const DocumentStatusSchema = lazySchema(() => z.enum(DOCUMENT_STATUSES));
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

/**
 * The proposal and price an agreement document states, recorded when it is generated: once the
 * customer signs it, that price is the proposal's and cannot change (decision 0046).
 */
export const AgreementPriceSchema = lazySchema(() =>
  z.object({
    proposalId: z.string(),
    proposalNumber: z.number().int(),
    totalSystemCost: z.number(),
    outOfPocketCost: z.number(),
    loanAmount: z.number(),
    loanMonthlyPayment: z.number(),
  }),
);
export type AgreementPrice = z.infer<typeof AgreementPriceSchema>;

/** One generated agreement document (spec 3 §3 Contract.pandaDocs). */
export const ContractDocumentSchema = lazySchema(() =>
  z.object({
    pandaDocId: z.string(),
    pandaDocStatus: DocumentStatusSchema,
    name: z.string(),
    created: z.string(),
    /** The built-in provider's signing page; '' for PandaDoc (it emails the link). */
    signingUrl: z.string().default(''),
    /** A signed PDF can be downloaded from our API. */
    hasSignedPdf: z.boolean().default(false),
    /** What the document states (null for a document generated before it was recorded). */
    price: AgreementPriceSchema.nullable().default(null),
  }),
);
export type ContractDocument = z.infer<typeof ContractDocumentSchema>;

export const SiteSurveySchema = lazySchema(() =>
  z.object({
    areaGroupId: z.string(),
    areaGroupName: z.string(),
    /** 'YYYY-MM-DD' */
    siteSurveyDate: z.string(),
    /** 'HH:MM' */
    startTime: z.string(),
    available: z.number().int(),
  }),
);
export type SiteSurvey = z.infer<typeof SiteSurveySchema>;

/** The customer's name, address and contact, as the contract carries them and the stepper shows them. */
export const ContractContactSchema = lazySchema(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
);

/** The onboarding record (spec 3 §3 Contract). `id` is the proposal's id. */
export const ContractSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    customerId: z.string(),
    contractId: z.string(),
    ...ContractContactSchema.shape,
    loanId: z.string(),
    pandaDocId: z.string(),
    pandaDocStatus: z.string(),
    pandaDocs: z.array(ContractDocumentSchema),
    salesforceID: z.string(),
    siteSurvey: SiteSurveySchema.nullable(),
    emailSent: z.boolean(),
    metaData: z.record(z.string(), z.unknown()),
    version: z.number().int().min(0),
    updatedAt: z.string(),
  }),
);
export type Contract = z.infer<typeof ContractSchema>;

const text = (limit: TextLimit) => boundedText(limit).trim();
const email = emailAddress;

/** PATCH /api/Contracts: the stepper's saves. Creates the record when `version` is absent. */
export const PatchContractInputSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    version: boundedInt('version').optional(),
    firstName: personName().optional(),
    lastName: personName().optional(),
    address: text('address').min(1, 'Required').optional(),
    city: text('address').min(1, 'Required').optional(),
    state: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Pick a state')
      .optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP')
      .optional(),
    email: email().optional(),
    phone: usPhoneNumber().optional(),
    contractId: text('name').optional(),
    loanId: text('id').optional(),
    metaData: boundedRecord().optional(),
  }),
);
export type PatchContractInput = z.infer<typeof PatchContractInputSchema>;

/** PATCH /api/Contracts/:id/fix (Admin and Developer): the contract fix screen's Save. */
export const FixContractInputSchema = lazySchema(() =>
  z.object({
    version: boundedInt('version'),
    loanId: text('id'),
    pandaDocIds: z.array(text('name').min(1, 'Required')).max(50),
    salesforceID: text('id'),
    siteSurvey: z
      .object({
        siteSurveyDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        startTime: z.string().regex(/^\d{2}:\d{2}$/, 'Pick a time'),
      })
      .nullable(),
  }),
);
export type FixContractInput = z.infer<typeof FixContractInputSchema>;

export const ContractChangeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    changedBy: z.string(),
    changedAt: z.string(),
    field: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
export type ContractChange = z.infer<typeof ContractChangeSchema>;

export const ContractIdParamsSchema = lazySchema(() => z.object({ id: z.uuid() }));

export const CreateDocumentInputSchema = lazySchema(() =>
  z.object({
    name: text('name').min(1, 'Required'),
    contractTemplateId: boundedText('id').min(1, 'Required'),
    closer: z.object({
      firstName: personName(),
      lastName: personName(),
      email: email(),
    }),
  }),
);
export type CreateDocumentInput = z.infer<typeof CreateDocumentInputSchema>;

export const SelectDocumentInputSchema = lazySchema(() =>
  z.object({ pandaDocId: boundedText('name').optional() }),
);

export const CreditInputSchema = lazySchema(() =>
  z.object({
    /** Typed by the rep when the lender has no API configured. */
    loanId: text('id').optional(),
    /** Skip: the step is passed without a loan id, and stays passed on reopening. */
    skip: z.boolean().optional(),
  }),
);

export const ScheduleSurveyInputSchema = lazySchema(() =>
  z.union([
    z.object({
      skip: z.literal(false).optional(),
      areaGroupId: boundedText('id').min(1),
      siteSurveyDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date'),
      startTime: z.string().regex(/^\d{2}:\d{2}$/, 'Pick a time'),
    }),
    z.object({ skip: z.literal(true) }),
  ]),
);
export type ScheduleSurveyInput = z.infer<typeof ScheduleSurveyInputSchema>;

export const TimeSlotsQuerySchema = lazySchema(() =>
  z.object({
    areaId: boundedText('id').min(1),
    siteSurveyDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date'),
  }),
);
export const TimeSlotsResponseSchema = lazySchema(() =>
  z.object({
    areaGroupId: z.string(),
    areaGroupName: z.string(),
    timeSlots: z.array(z.object({ startTime: z.string(), availability: z.number().int() })),
  }),
);
export type TimeSlotsResponse = z.infer<typeof TimeSlotsResponseSchema>;

/** What the stepper needs besides the record: figures from the proposal, templates, lender. */
export const OnboardingContextSchema = lazySchema(() =>
  z.object({
    contract: ContractSchema.nullable(),
    proposal: z.object({
      id: z.string(),
      proposalNumber: z.number().int(),
      customerId: z.string(),
      totalSystemCost: z.number(),
      outOfPocketCost: z.number(),
      /** Total minus out of pocket (0 for cash): what the lender finances. */
      loanAmount: z.number(),
      loanMonthlyPayment: z.number(),
      systemSize: z.number(),
      baseTemplate: z.string(),
      financeOptionName: z.string(),
      panelsToAddToRecommendedBuild: z.number(),
    }),
    customer: ContractContactSchema,
    isCash: z.boolean(),
    lender: z.string().nullable(),
    /** The lender is looked up through a configured lender API (else the rep types the loan id). */
    lenderLookup: z.boolean(),
    lenderUrl: z.string(),
    contractTemplates: z.array(z.object({ id: z.string(), name: z.string() })),
    areaGroup: z.object({ id: z.string(), name: z.string() }).nullable(),
    surveySkipped: z.boolean(),
    documentProvider: z.enum(['pandadoc', 'built-in']),
    customerPortalUrl: z.string(),
    firstUnfinishedStep: z.number().int(),
    canFix: z.boolean(),
  }),
);
export type OnboardingContext = z.infer<typeof OnboardingContextSchema>;

export const SignInputSchema = lazySchema(() =>
  z.object({
    signerName: text('name').min(1, 'Please type or draw your signature.'),
    /** Typed signature text, or a PNG data URL of the drawn one. */
    signature: z.string().min(1, 'Please type or draw your signature.').max(600_000),
    consent: z.literal(true, { error: 'Please agree to sign electronically.' }),
  }),
);
export type SignInput = z.infer<typeof SignInputSchema>;

export const EmailOutboxEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    createdAt: z.string(),
    contractId: z.string().nullable(),
  }),
);

/** A site-survey area group of the embedded site-survey service (admin-managed). */
export const AreaGroupSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    states: z.array(z.string()),
    timeSlots: z.array(z.object({ startTime: z.string(), capacity: z.number().int() })),
  }),
);
export type AreaGroup = z.infer<typeof AreaGroupSchema>;

export const SaveAreaGroupInputSchema = lazySchema(() =>
  z.object({
    id: z.uuid().optional(),
    name: z
      .string()
      .trim()
      .min(1, 'Enter a name for the area group.')
      .max(100, 'Keep the name to 100 characters or fewer.'),
    states: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'Pick each state from the list.'))
      .max(60, 'An area group can cover at most 60 states.'),
    timeSlots: z
      .array(
        z.object({
          startTime: z
            .string()
            .regex(
              /^([01]\d|2[0-3]):[0-5]\d$/,
              'Enter the start time as HH:MM, for example 09:00.',
            ),
          capacity: z
            .number({ error: 'Enter how many surveys fit in this slot.' })
            .int('Enter a whole number of surveys.')
            .min(0, 'The number of surveys cannot be negative.')
            .max(50, 'A slot can hold at most 50 surveys.'),
        }),
      )
      .max(24, 'An area group can have at most 24 time slots.')
      .refine(
        (s) => new Set(s.map((x) => x.startTime)).size === s.length,
        'Each start time can be used only once.',
      ),
  }),
);
export type SaveAreaGroupInput = z.infer<typeof SaveAreaGroupInputSchema>;
