import {
  CreateIncentiveInputSchema,
  CreateInverterInputSchema,
  CreatePanelInputSchema,
  CreatePowerCompanyInputSchema,
  SaveFinanceOptionInputSchema,
  UpdateInstallerInputSchema,
} from '@pb/core';
import type { Db } from '../client';
import {
  financeOptions,
  incentives,
  installers,
  inverters,
  panels,
  powerCompanies,
} from '../schema/index';
import { saveFinanceOption } from '../../modules/catalogue/finance-options/finance-options.service';
import { createIncentive } from '../../modules/catalogue/incentives/incentives.service';
import { createInstaller } from '../../modules/catalogue/installers/installers.service';
import { createInverter } from '../../modules/catalogue/inverters/inverters.service';
import { createPanel } from '../../modules/catalogue/panels/panels.service';
import { createPowerCompany } from '../../modules/catalogue/power-companies/power-companies.service';
import { getSiteSettings } from '../../modules/catalogue/site-settings/site-settings.service';
import {
  FINANCE_OPTION_SEED,
  INCENTIVE_SEED,
  INSTALLER_SEED,
  INVERTER_SEED,
  PANEL_SEED,
} from './catalogue-seed';
import { POWER_COMPANY_SEED } from './power-company-seed';

const namesIn = async (rows: Promise<{ name: string }[]>) =>
  new Set((await rows).map((r) => r.name));

/**
 * Demo catalogue: power companies with plans, panels, inverters, installers, finance options,
 * incentives and the site settings. Idempotent: an item whose name exists (even deleted) is skipped.
 * Goes through the services so the stored data keeps their rules (one default, sorted tiers…).
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const companyNames = await namesIn(db.select({ name: powerCompanies.name }).from(powerCompanies));
  for (const c of POWER_COMPANY_SEED) {
    if (!companyNames.has(c.name))
      await createPowerCompany(db, CreatePowerCompanyInputSchema.parse(c));
  }

  const installerNames = await namesIn(db.select({ name: installers.name }).from(installers));
  // The create call offers two base templates; the seed holds one installer for each of the four.
  const installerInput = UpdateInstallerInputSchema.omit({ id: true, version: true });
  for (const i of INSTALLER_SEED) {
    if (!installerNames.has(i.name)) await createInstaller(db, installerInput.parse(i));
  }

  const panelNames = await namesIn(db.select({ name: panels.name }).from(panels));
  for (const p of PANEL_SEED) {
    if (!panelNames.has(p.name)) await createPanel(db, CreatePanelInputSchema.parse(p));
  }

  const inverterNames = await namesIn(db.select({ name: inverters.name }).from(inverters));
  for (const i of INVERTER_SEED) {
    if (!inverterNames.has(i.name)) await createInverter(db, CreateInverterInputSchema.parse(i));
  }

  const financeNames = await namesIn(db.select({ name: financeOptions.name }).from(financeOptions));
  for (const f of FINANCE_OPTION_SEED) {
    if (!financeNames.has(f.name))
      await saveFinanceOption(db, SaveFinanceOptionInputSchema.parse(f));
  }

  const incentiveNames = await namesIn(db.select({ name: incentives.name }).from(incentives));
  for (const i of INCENTIVE_SEED) {
    if (!incentiveNames.has(i.name)) await createIncentive(db, CreateIncentiveInputSchema.parse(i));
  }

  await getSiteSettings(db); // writes the default settings row when missing
}
