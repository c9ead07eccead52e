import type { App } from '../../app-types';
import { tableChanged } from '../../db/table-cache';
import { contractTemplatesRoutes } from './contract-templates/contract-templates.routes';
import { documentTemplatesRoutes } from './contract-templates/document-templates.routes';
import { financeOptionsRoutes } from './finance-options/finance-options.routes';
import { incentivesRoutes } from './incentives/incentives.routes';
import { installersRoutes } from './installers/installers.routes';
import { invertersRoutes } from './inverters/inverters.routes';
import { panelsRoutes } from './panels/panels.routes';
import { powerCompaniesRoutes } from './power-companies/power-companies.routes';
import { siteSettingsRoutes } from './site-settings/site-settings.routes';

/** The tables the catalogue cache holds (db/table-cache.ts). */
const CATALOGUE_TABLES = [
  'panels',
  'inverters',
  'installers',
  'finance_options',
  'incentives',
  'power_companies',
  'site_settings',
];

/** The catalogue API (spec 2 §7): every area under /api, reads for signed-in users, writes for admins. */
export async function catalogueRoutes(app: App) {
  // A write here drops this process's catalogue cache before answering, so the writer reads its
  // own change at once; other instances drop theirs on the table trigger's NOTIFY (decision 0030).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      tableChanged(app.db, ...CATALOGUE_TABLES);
  });
  await app.register(powerCompaniesRoutes);
  await app.register(panelsRoutes);
  await app.register(invertersRoutes);
  await app.register(installersRoutes);
  await app.register(financeOptionsRoutes);
  await app.register(incentivesRoutes);
  await app.register(contractTemplatesRoutes);
  await app.register(documentTemplatesRoutes);
  await app.register(siteSettingsRoutes);
}
