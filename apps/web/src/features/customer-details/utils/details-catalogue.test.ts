import { describe, expect, it } from 'vitest';
import {
  AZ_REBATE,
  AZ_UTILITY,
  CATALOGUE,
  FEDERAL,
  FINANCE_ANY,
  FINANCE_B_ONLY,
  INSTALLER_A,
  INSTALLER_B,
  PANEL_A_AZ,
  PANEL_ANY,
  PANEL_B_ONLY,
  SC_INCENTIVE,
} from '../testing/details-test-data';
import {
  financeOptionsFor,
  incentivesFor,
  installersFor,
  onInstallerChange,
  panelsFor,
  powerCompaniesFor,
} from './details-catalogue';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('what the power info form offers (spec 3 §5)', () => {
  it('filters power companies and installers by the customer state (empty = all)', () => {
    expect(ids(powerCompaniesFor(CATALOGUE, 'AZ'))).toEqual([AZ_UTILITY.id]);
    expect(ids(installersFor(CATALOGUE, 'AZ'))).toEqual([INSTALLER_A.id, INSTALLER_B.id]);
    expect(installersFor(CATALOGUE, 'TX')).toHaveLength(3);
  });

  it('filters panels by state and installer, finance options by installer', () => {
    expect(ids(panelsFor(CATALOGUE, 'AZ', INSTALLER_A.id))).toEqual([PANEL_ANY.id, PANEL_A_AZ.id]);
    expect(ids(panelsFor(CATALOGUE, 'TX', INSTALLER_A.id))).toEqual([PANEL_ANY.id]);
    expect(ids(panelsFor(CATALOGUE, 'AZ', INSTALLER_B.id))).toEqual([
      PANEL_ANY.id,
      PANEL_B_ONLY.id,
    ]);
    expect(ids(panelsFor(CATALOGUE, 'AZ', null))).toEqual([PANEL_ANY.id]);
    expect(ids(financeOptionsFor(CATALOGUE, INSTALLER_A.id))).toEqual([FINANCE_ANY.id]);
    expect(ids(financeOptionsFor(CATALOGUE, INSTALLER_B.id))).toEqual([
      FINANCE_ANY.id,
      FINANCE_B_ONLY.id,
    ]);
  });

  it('offers Federal incentives and those serving the state', () => {
    expect(ids(incentivesFor(CATALOGUE, 'AZ'))).toEqual([FEDERAL.id, AZ_REBATE.id]);
    expect(ids(incentivesFor(CATALOGUE, 'SC'))).toEqual([FEDERAL.id, SC_INCENTIVE.id]);
  });

  it('a new installer empties the finance option and picks the only eligible panel', () => {
    expect(onInstallerChange(CATALOGUE, 'TX', INSTALLER_A.id)).toEqual({
      financeOption: null,
      panel: PANEL_ANY,
    });
    expect(onInstallerChange(CATALOGUE, 'AZ', INSTALLER_A.id)).toEqual({
      financeOption: null,
      panel: null,
    });
  });
});
