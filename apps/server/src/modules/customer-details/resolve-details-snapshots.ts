import {
  PROPOSAL_MESSAGES as M,
  type FinanceOption,
  type Inverter,
  type Panel,
  type PowerCompany,
  type SaveCustomerDetailsInput,
} from '@pb/core';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import {
  findFinanceOptionRow,
  toFinanceOption,
} from '../catalogue/finance-options/finance-options.repository';
import { findInverterRow, toInverter } from '../catalogue/inverters/inverters.repository';
import { findPanelRow, toPanel } from '../catalogue/panels/panels.repository';
import {
  findPowerCompanyRow,
  toPowerCompany,
} from '../catalogue/power-companies/power-companies.repository';
import type { CustomerDetailsRow } from './customer-details.repository';

const withoutVersion = <T extends { version: number }>({ version: _v, ...rest }: T) => rest;

const unknown = (message: string, path: string) =>
  new AppError('BAD_REQUEST', message, [{ path, message }]);
/** The utility and its plans answer 422, as on a proposal save (issue 31). */
const unknownUtility = (message: string, path: string) =>
  new AppError('UNPROCESSABLE', message, [{ path, message }]);

/**
 * The priced catalogue snapshots of a details save, decided on the server (issue 9, decision
 * 0026): the finance option, panel, inverter and power company are the live catalogue item with
 * the sent id, the plans are that company's plans with the sent ids,
 * whatever else the body says (APR, fee, EPC bounds, watts, losses). When the item has been
 * deleted since, the copy these details already hold under that id is kept. Any other id answers
 * 400 'invalid finance Option' / 'invalid Panel Selection' / 'invalid Inverter', or 422 'invalid
 * Power Company' / a plan that is not the company's (issue 31, as on a proposal save).
 */
export async function resolveDetailsSnapshots(
  db: Db,
  existing: CustomerDetailsRow | undefined,
  input: SaveCustomerDetailsInput,
): Promise<
  Pick<
    SaveCustomerDetailsInput,
    'financeOption' | 'panel' | 'inverter' | 'powerCompany' | 'preSolarPlan' | 'postSolarPlan'
  >
> {
  const { financeOption, panel, inverter, powerCompany } = input;
  // One after another (mostly cache hits): `db` may be a transaction (the seed), whose one
  // connection takes one query at a time.
  const liveOption =
    financeOption && isUuid(financeOption.id)
      ? await findFinanceOptionRow(db, financeOption.id)
      : null;
  const livePanel = panel && isUuid(panel.id) ? await findPanelRow(db, panel.id) : null;
  const liveInverter =
    inverter && isUuid(inverter.id) ? await findInverterRow(db, inverter.id) : null;
  const liveCompany =
    powerCompany && isUuid(powerCompany.id) ? await findPowerCompanyRow(db, powerCompany.id) : null;
  const stored = <T extends { id: string }>(copy: T | null | undefined, id: string) =>
    copy && copy.id === id ? copy : null;

  let option: FinanceOption | null = null;
  if (financeOption) {
    option = liveOption
      ? withoutVersion(toFinanceOption(liveOption))
      : stored(existing?.financeOption, financeOption.id);
    if (!option) throw unknown(M.invalidFinanceOption, 'body.financeOption.id');
  }
  let chosenPanel: Panel | null = null;
  if (panel) {
    chosenPanel = livePanel
      ? withoutVersion(toPanel(livePanel))
      : stored(existing?.panel, panel.id);
    if (!chosenPanel) throw unknown(M.invalidPanelSelection, 'body.panel.id');
  }
  let chosenInverter: Inverter | null = null;
  if (inverter) {
    chosenInverter = liveInverter
      ? withoutVersion(toInverter(liveInverter))
      : stored(existing?.inverter, inverter.id);
    if (!chosenInverter) throw unknown(M.invalidInverter, 'body.inverter.id');
  }
  // The utility and its plans price the bills: the live company by id, and plans chosen by id
  // among that company's own plans (rates, tiers and fees as the catalogue has them).
  let company: PowerCompany | null = null;
  if (powerCompany) {
    company = liveCompany
      ? withoutVersion(toPowerCompany(liveCompany))
      : stored(existing?.powerCompany, powerCompany.id);
    if (!company) throw unknownUtility(M.invalidPowerCompany, 'body.powerCompany.id');
  }
  const plan = <T extends { id: string }>(sent: T | null, plans: T[] | undefined, path: string) => {
    if (!sent) return null;
    const found = plans?.find((p) => p.id === sent.id);
    if (!found) throw unknownUtility(M.invalidPaymentPlan, path);
    return found;
  };
  return {
    financeOption: option,
    panel: chosenPanel,
    inverter: chosenInverter,
    powerCompany: company,
    preSolarPlan: plan(input.preSolarPlan, company?.preSolarPlans, 'body.preSolarPlan.id'),
    postSolarPlan: plan(input.postSolarPlan, company?.postSolarPlans, 'body.postSolarPlan.id'),
  };
}
