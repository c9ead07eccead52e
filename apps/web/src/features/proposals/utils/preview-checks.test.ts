import { describe, expect, it } from 'vitest';
import {
  financeOptions,
  IDS,
  panels,
  proposalContext,
  proposalView,
} from '../testing/proposal-fixtures';
import { figuresError, installerOfferAlert, templateSwap } from './preview-checks';
import { withoutVersion } from './proposal-context';
import { valuesFromProposal } from './proposal-form-values';
import { computeFigures } from './proposal-scenario';

const ctx = proposalContext();
const saved = () => structuredClone(valuesFromProposal(proposalView(), ctx));

describe('Preview Changes checks (spec 3 §5)', () => {
  it('passes the saved proposal', () => {
    const values = saved();
    expect(installerOfferAlert(values, ctx.catalogue)).toBeNull();
    expect(templateSwap(values, ctx.catalogue)).toBeNull();
    expect(figuresError(computeFigures(values, ctx), values)).toBeNull();
  });

  it("'invalid Panel Selection' when the installer does not offer the panel", () => {
    const values = saved();
    values.details.panel = withoutVersion(panels[1]!);
    expect(installerOfferAlert(values, ctx.catalogue)).toBe('invalid Panel Selection');
  });

  it("'invalid finance Option' when the installer does not offer the finance option", () => {
    const values = saved();
    values.details.financeOption = withoutVersion(financeOptions[1]!);
    expect(installerOfferAlert(values, ctx.catalogue)).toBe('invalid finance Option');
  });

  it("'invalid Installer' when the installer does not exist", () => {
    const values = saved();
    values.details.installerId = 'gone';
    expect(installerOfferAlert(values, ctx.catalogue)).toBe('invalid Installer');
  });

  it('asks before changing to the installer base template', () => {
    const values = saved();
    values.details.installerId = IDS.cee;
    const swap = templateSwap(values, ctx.catalogue);
    expect(swap?.message).toBe(
      'This will change the installer to CEE, Are you sure you want to do this?',
    );
    expect(swap?.template).toMatchObject({ id: 'default-cee', baseTemplate: 'CEE' });
  });

  it("'Number of Points Exceeds Epc Limit' above the finance option's max EPC, unless manual", () => {
    const values = { ...saved(), points: 15, baseEpc: 5.4 };
    const figures = computeFigures(values, ctx);
    expect(figuresError(figures, values)).toBe('Number of Points Exceeds Epc Limit');
    const manual = { ...values, hasManualProposalEpc: true, proposalEpc: 6 };
    expect(figuresError(computeFigures(manual, ctx), manual)).toBeNull();
  });

  it('shows the engine error otherwise', () => {
    const values = saved();
    values.details.panelArrays[0]!.panels = 0;
    expect(figuresError(computeFigures(values, ctx), values)).toBe('System Size Cannot Be 0');
  });
});
