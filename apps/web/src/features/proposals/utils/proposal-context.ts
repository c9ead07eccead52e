import type {
  BaselineResponse,
  Customer,
  FinanceOption,
  Incentive,
  Installer,
  Inverter,
  Panel,
  PaymentPlan,
  ProposalHours,
  SiteSettings,
  TemplateRecord,
} from '@pb/core';

/** The catalogue lists a proposal chooses from (the screens load them once). */
export type ProposalCatalogue = {
  installers: readonly Installer[];
  panels: readonly Panel[];
  inverters: readonly Inverter[];
  financeOptions: readonly FinanceOption[];
  incentives: readonly Incentive[];
  templates: readonly TemplateRecord[];
  siteSettings: SiteSettings | null;
};

/** Everything a proposal's figures depend on besides the form itself. */
export type ProposalContext = {
  customer: Customer;
  catalogue: ProposalCatalogue;
  /** The rep's baseline and split from the customer's lead (baseLine 0 = none). */
  baseline: BaselineResponse;
  /** The pre-solar plan of the customer's saved details, for proposals that carry none. */
  fallbackPreSolarPlan: PaymentPlan | null;
  /**
   * The hours the server prices a saved proposal's hourly plan with (GET /api/Proposals/{id}/hours,
   * decision 0061); absent on monthly plans and in the builder (a new proposal).
   */
  hours?: ProposalHours | null;
};

/** A catalogue record without its `version`: the snapshot a proposal stores and the server checks. */
export function withoutVersion<T extends object>(record: T): Omit<T, 'version'> {
  const { version: _version, ...rest } = record as T & { version?: unknown };
  return rest;
}

/** An empty statesServiced list means all states (spec 2 §5). */
export const servesState = (statesServiced: readonly string[], state: string) =>
  statesServiced.length === 0 || statesServiced.includes(state);

/** An empty installerIds list offers the item to every installer. */
export const offersInstaller = (installerIds: readonly string[], installerId: string | null) =>
  installerIds.length === 0 || (installerId !== null && installerIds.includes(installerId));

export const findInstaller = (catalogue: ProposalCatalogue, installerId: string | null) =>
  installerId === null ? null : (catalogue.installers.find((i) => i.id === installerId) ?? null);
