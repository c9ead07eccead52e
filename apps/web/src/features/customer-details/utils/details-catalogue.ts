import {
  offeredIncentives,
  type FinanceOption,
  type Incentive,
  type Installer,
  type Inverter,
  type Panel,
  type PowerCompany,
} from '@pb/core';

/** The catalogue lists the power info form chooses from (the route loads them). */
export type DetailsCatalogue = {
  powerCompanies: readonly PowerCompany[];
  installers: readonly Installer[];
  panels: readonly Panel[];
  inverters: readonly Inverter[];
  financeOptions: readonly FinanceOption[];
  incentives: readonly Incentive[];
};

/** An empty statesServiced list means all states (spec 2 §5, spec 3 §5). */
export const servesState = (statesServiced: readonly string[], state: string) =>
  statesServiced.length === 0 || statesServiced.includes(state);

/** An empty installerIds list offers the item to every installer. */
export const offersInstaller = (installerIds: readonly string[], installerId: string | null) =>
  installerIds.length === 0 || (installerId !== null && installerIds.includes(installerId));

/** Power companies serving the customer's state. */
export const powerCompaniesFor = (catalogue: DetailsCatalogue, state: string) =>
  catalogue.powerCompanies.filter((company) => servesState(company.statesServiced, state));

/** Installers serving the customer's state. */
export const installersFor = (catalogue: DetailsCatalogue, state: string) =>
  catalogue.installers.filter((installer) => servesState(installer.statesServiced, state));

/** Panels serving the customer's state and offered by the chosen installer. */
export const panelsFor = (catalogue: DetailsCatalogue, state: string, installerId: string | null) =>
  catalogue.panels.filter(
    (panel) =>
      servesState(panel.statesServiced, state) && offersInstaller(panel.installerIds, installerId),
  );

/** Finance options offered by the chosen installer. */
export const financeOptionsFor = (catalogue: DetailsCatalogue, installerId: string | null) =>
  catalogue.financeOptions.filter((option) => offersInstaller(option.installerIds, installerId));

/** Incentives offered to the customer: Federal, or serving the customer's state (spec 3 §5). */
export const incentivesFor = (catalogue: DetailsCatalogue, state: string) =>
  offeredIncentives(catalogue.incentives, state);

/**
 * What changing the installer does (spec 3 §4): the finance option is emptied, and the panel
 * becomes the only eligible panel when there is exactly one, otherwise empty.
 */
export function onInstallerChange(
  catalogue: DetailsCatalogue,
  state: string,
  installerId: string | null,
) {
  const panels = panelsFor(catalogue, state, installerId);
  return { financeOption: null, panel: panels.length === 1 ? panels[0]! : null };
}
