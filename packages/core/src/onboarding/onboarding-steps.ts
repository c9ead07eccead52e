/** The stepper's steps (spec 3 §2); cash deals omit Credit. */
export const ONBOARDING_STEPS = [
  'Pre-Qual',
  'Credit',
  'Agreement',
  'Site Survey',
  'Finished',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export function stepsFor(isCash: boolean): OnboardingStep[] {
  return ONBOARDING_STEPS.filter((s) => !(isCash && s === 'Credit'));
}

/** What skip mode looks at: the saved progress of an onboarding record. */
export interface OnboardingProgress {
  preQualDone: boolean;
  loanId: string;
  /** The Credit step was skipped (recorded so a reload does not ask again, issue 33). */
  creditSkipped: boolean;
  /** The document chosen as the agreement (a completed one). */
  pandaDocId: string;
  pandaDocStatus: string;
  salesforceID: string;
  /** The survey step was skipped (recorded so reopening does not ask again). */
  siteSurveySkipped: boolean;
  emailSent: boolean;
}

/**
 * Fast-forward (spec 3 §4): each step is passed while its data exists (pre-qual saved, loan id
 * or a skipped Credit, completed document, salesforce id or a skipped survey); the first step without its data is where the stepper
 * opens. The index stays within 0..steps-1.
 */
export function firstUnfinishedStep(p: OnboardingProgress, isCash: boolean): number {
  const done: Record<OnboardingStep, boolean> = {
    'Pre-Qual': p.preQualDone,
    Credit: p.loanId.trim() !== '' || p.creditSkipped,
    Agreement: p.pandaDocId !== '' && p.pandaDocStatus === 'completed',
    'Site Survey': p.salesforceID !== '' || p.siteSurveySkipped,
    Finished: false,
  };
  const steps = stepsFor(isCash);
  const index = steps.findIndex((s) => !done[s]);
  return index < 0 ? steps.length - 1 : index;
}

/**
 * Contract template choice (spec 3 §5): active, mapped templates whose name contains the base
 * template's word ('solex' for {product}) and the customer's state as a word.
 */
export function baseTemplateWord(baseTemplate: string): string {
  return baseTemplate === '{product}' ? 'solex' : baseTemplate.toLowerCase();
}

export function templateMatches(
  templateName: string,
  baseTemplate: string,
  state: string,
): boolean {
  const name = templateName.toLowerCase();
  if (!name.includes(baseTemplateWord(baseTemplate))) return false;
  const st = state.trim().toLowerCase();
  if (!st) return false;
  return name.split(/[^a-z0-9]+/).includes(st);
}

/** Simple address pattern of the pre-qualification email (spec 3 §5). */
export const isValidEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A survey more than 3 days after today asks for confirmation (spec 3 §5, §9). */
export const surveyNeedsConfirmation = (today: string, surveyDate: string) =>
  daysBetween(today, surveyDate) > 3;
