import {
  CALCULATION_MESSAGES,
  DEFAULT_PROPOSAL_TEMPLATES,
  EPC_UPPER_TOLERANCE,
  PROPOSAL_MESSAGES as M,
  type ProposalFigures,
  type ProposalTemplate,
} from '@pb/core';
import { findInstaller, offersInstaller, type ProposalCatalogue } from './proposal-context';
import type { ProposalFormValues } from './proposal-form-schema';
import { toProposalTemplate } from './proposal-form-values';

/**
 * Preview Changes, first checks (spec 3 §5): the installer must exist ('invalid Installer'), and
 * offer the panel ('invalid Panel Selection') and the finance option ('invalid finance Option').
 * Answers the alert to show, or null.
 */
export function installerOfferAlert(
  values: Pick<ProposalFormValues, 'details'>,
  catalogue: ProposalCatalogue,
): string | null {
  const { installerId, panel, financeOption } = values.details;
  const installer = findInstaller(catalogue, installerId);
  if (panel && !offersInstaller(panel.installerIds, installer?.id ?? installerId)) {
    return M.invalidPanelSelection;
  }
  if (financeOption && !offersInstaller(financeOption.installerIds, installer?.id ?? installerId)) {
    return M.invalidFinanceOption;
  }
  if (!installer) return M.invalidInstaller;
  return null;
}

/**
 * When the proposal's template is of another base than the installer's, the template the
 * proposal would change to (the installer's built-in one) and the question to ask; else null.
 */
export function templateSwap(
  values: Pick<ProposalFormValues, 'details' | 'template'>,
  catalogue: ProposalCatalogue,
): { template: ProposalTemplate; message: string } | null {
  const installer = findInstaller(catalogue, values.details.installerId);
  if (!installer || values.template?.baseTemplate === installer.baseTemplate) return null;
  const all = [...catalogue.templates, ...DEFAULT_PROPOSAL_TEMPLATES];
  const found = all.find((t) => t.isDefault && t.baseTemplate === installer.baseTemplate);
  if (!found) return null;
  return { template: toProposalTemplate(found), message: M.changeInstallerToTemplate(found.name) };
}

/**
 * The last check before saving: a proposal EPC above the finance option's max ('Number of
 * Points Exceeds Epc Limit', unless the EPC is manual), then the engine's first error or reason
 * Generate is disabled. Null when the proposal may be saved.
 */
export function figuresError(
  figures: ProposalFigures,
  values: Pick<ProposalFormValues, 'hasManualProposalEpc'>,
): string | null {
  const isAboveMax =
    figures.maxEpc > 0 && figures.proposalEpc > figures.maxEpc + EPC_UPPER_TOLERANCE;
  if (isAboveMax && !values.hasManualProposalEpc) return CALCULATION_MESSAGES.pointsExceedEpcLimit;
  const blocking = figures.messages.find((m) => m.severity === 'error' || m.blocksGenerate);
  return blocking?.text ?? null;
}
