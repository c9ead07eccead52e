/**
 * Proposal and template texts of spec 3 §4, §5 and §8, word for word (their odd wording, e.g.
 * 'invalid finance Option', is the product's and is kept on purpose). Server-only replies that
 * the spec does not word are at the end.
 */
export const PROPOSAL_MESSAGES = {
  templateCreated: 'Template created!',
  templateUpdated: 'Template updated!',
  templateDeleted: 'Template deleted!',
  couldNotGetTemplates: 'Could not get Templates.',
  couldNotGetTemplate: 'Could not get Template.',
  couldNotCreateTemplate: 'Could not create Template.',
  couldNotUpdateTemplate: 'Could not update Template.',
  couldNotDeleteTemplate: 'Could not delete Template.',
  couldNotCreateProposal: 'Could not create proposal.',
  couldNotUpdateProposal: 'Could not update Proposal.',
  couldNotGetProposal: 'Could not get proposal.',
  /** Not in the spec (issue 35): a stored proposal on an hourly plan the server cannot bill now. */
  hourlyBillUnavailable:
    'This proposal is on an hourly plan, and its hours cannot be worked out now: check the customer’s usage and address.',
  proposalUpdatedPreview: 'Proposal Updated!',
  proposalUpdated: 'Proposal updated!',
  proposalLinkCopied: 'Proposal Link Copied To Clipboard',
  treeAdderAlreadyExists: 'Tree Adder Already Exists',
  adderAlreadyExists: (name: string) => `${name} already exists`,
  invalidPanelSelection: 'invalid Panel Selection',
  invalidFinanceOption: 'invalid finance Option',
  invalidInstaller: 'invalid Installer',
  /** Ours, after the two above (issue 9): a details save naming no catalogue inverter. */
  invalidInverter: 'invalid Inverter',
  /** Ours (the spec has none): a power company id that is not in the catalogue. */
  invalidPowerCompany: 'invalid Power Company',
  /** Ours: a plan id that is not one of the chosen power company's plans. */
  invalidPaymentPlan: "That plan is not one of the power company's plans.",
  saveProposalToProceed: 'Save proposal to proceed.',
  savePendingChanges: 'Save Pending Changes',
  powerInfoRequired: 'Power Info Required.',
  epcTooLow: 'EPC too low',
  redLineProposal: 'This is a redline proposal',
  commissionDeduction: 'ATTN: Selling at this price could cause a deduction in future commissions.',
  changeInstallerToTemplate: (template: string) =>
    `This will change the installer to ${template}, Are you sure you want to do this?`,
  unableToDeleteRoofImage: 'Unable to delete roof image!',
  notAnImage: 'Unable to upload. File was not an image. (.jpg, .jpeg, .png)',
  loadingProposal: 'Loading your proposal...',
  proposalDoesNotExist: "The Proposal you are trying to access doesn't exist please check the url.",

  // Server replies the spec leaves unworded.
  proposalNotFound: 'Proposal not found.',
  templateNotFound: 'Template not found.',
  staleProposal:
    'This proposal was changed by someone else. Reload to see their changes, then try again.',
  signedPriceFrozen: (proposalNumber: number, total: string) =>
    `The agreement for Proposal ${proposalNumber} was signed at ${total}; its price cannot change. Use Save As New Proposal for a new price and a new agreement.`,
  staleTemplate:
    'This template was changed by someone else. Reload to see their changes, then try again.',
  defaultTemplateReadOnly: 'Default templates cannot be changed or deleted.',
  templateNeedsPage: 'Choose at least one page.',
  templatePagesUnique: 'Each page can be chosen only once.',
  redLineNoWayBack: 'A redline proposal cannot be converted back to a standard proposal.',
  redLineNotAllowed: 'You do not have permission to convert this proposal to redline.',
  manualEpcNotAllowed: 'You do not have permission to set the Final EPC manually.',
  imageTooLarge: 'Unable to upload. The image must be 1 MB or smaller.',
  noFileSent: 'Unable to upload. No file was sent.',
  fileNotFound: 'File not found.',
  unableToUpload: 'Unable to upload the roof image. Try again.',
  shareNotFound: 'Share link not found.',
} as const;
