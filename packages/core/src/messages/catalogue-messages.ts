/**
 * Catalogue texts, word for word from spec 2 §2 and §8 (their odd wording, e.g. 'Could not
 * installer panel.' and the finance options' 'User' slips, is the product's and is kept on purpose).
 * Build checks and warnings are in calculation-messages.ts.
 */
export const CATALOGUE_MESSAGES = {
  confirmDelete: (item: string) =>
    `Would you like to delete this ${item}? This cannot be reversed.`,

  contractTemplateUpdated: 'Contract Template Updated.',
  contractTemplateDeactivated: 'Contract Template Deactivate.',
  couldNotUpdateContractTemplate: 'Could not update Contract Template.',
  couldNotGetContractTemplates: 'Could not get Contract Templates.',
  couldNotGetPandadocContractTemplates: 'Could not get Pandadoc Contract Templates.',
  couldNotGetPandadocContractTemplate: 'Could not get Pandadoc Contract Template.',
  couldNotGetContractTemplate: 'Could not get Contract Template.',

  couldNotGetInstallers: 'Could not get Installers.',
  couldNotGetInstaller: 'Could not get installer.',
  installerUpdated: 'Installer updated.',
  couldNotUpdateInstaller: 'Could not update installer.',
  installerAdded: 'Installer added!',
  couldNotAddInstaller: 'Could not add Installer.',
  installerDeleted: 'Installer deleted.',
  couldNotDeleteInstaller: 'Could not installer panel.',

  couldNotGetPowerCompanies: 'Could not get Power Companies.',
  powerCompanyAdded: 'Power Company added!',
  couldNotAddPowerCompany: 'Could not add Power Company.',
  powerCompanyUpdated: 'Power Company Updated.',
  couldNotUpdatePowerCompany: 'Could not update Power Company.',
  powerCompanyDeleted: 'Power Company Deleted.',
  couldNotDeletePowerCompany: 'Could not delete Power Company.',
  couldNotGetPowerCompany: 'Could not get Power Company.',

  couldNotGetPanels: 'Could not get Panels.',
  panelAdded: 'Panel added!',
  couldNotAddPanel: 'Could not add panel.',
  panelUpdated: 'Panel updated.',
  couldNotUpdatePanel: 'Could not update panel.',
  panelDeleted: 'Panel deleted.',
  couldNotDeletePanel: 'Could not delete panel.',
  couldNotGetPanel: 'Could not get panel.',

  couldNotGetInverters: 'Could not get Inverters.',
  inverterAdded: 'Inverter added!',
  couldNotAddInverter: 'Could not add Inverter.',
  inverterUpdated: 'Inverter Updated.',
  couldNotUpdateInverter: 'Could not update Inverter.',
  inverterDeleted: 'Inverter Deleted.',
  couldNotDeleteInverter: 'Could not delete Inverter.',
  couldNotGetInverter: 'Could not get Inverter.',

  couldNotGetFinanceOptions: 'Could not get Finance Options.',
  couldNotGetFinanceOption: 'Could not get Finance Option.',
  financeOptionCreated: 'Finance Option created',
  financeOptionUpdated: 'Finance Option updated',
  financeOptionDeleted: 'Finance Option Deleted.',
  couldNotDeleteFinanceOption: 'Could not delete Finance Option.',
  couldNotCreateFinanceOption: 'Could not create User.',
  couldNotUpdateFinanceOption: 'Could not update User.',

  couldNotGetIncentives: 'Could not get Incentives.',
  incentiveAdded: 'Incentive added!',
  couldNotAddIncentive: 'Could not add Incentive.',
  incentiveUpdated: 'Incentive Updated.',
  couldNotUpdateIncentive: 'Could not update Incentive.',
  incentiveDeleted: 'Incentive Deleted.',
  couldNotDeleteIncentive: 'Could not delete Incentive.',
  couldNotGetIncentive: 'Could not get Incentive.',

  couldNotUpdateSettings: 'Could not update settings.',
  couldNotUpdateSettingsAlt: 'Could not update Settings',
  /** A stale site settings save (409): spec 2 §8's failure text, then the reload hint. */
  settingsChangedElsewhere:
    'Could not update settings. Someone else saved them first: reload to see their changes, then try again.',
  siteSettingsPageName: 'Site Settings',
} as const;
