import {
  PROPOSAL_MESSAGES as M,
  type FinanceOption,
  type Inverter,
  type Panel,
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
import type { CustomerDetailsRow } from './customer-details.repository';

const withoutVersion = <T extends { version: number }>({ version: _v, ...rest }: T) => rest;

const unknown = (message: string, path: string) =>
  new AppError('BAD_REQUEST', message, [{ path, message }]);

/**
 * The priced catalogue snapshots of a details save, decided on the server (issue 9, decision
 * 0026): the finance option, panel and inverter are the live catalogue item with the sent id,
 * whatever else the body says (APR, fee, EPC bounds, watts, losses). When the item has been
 * deleted since, the copy these details already hold under that id is kept. Any other id answers
 * 400 'invalid finance Option' / 'invalid Panel Selection' / 'invalid Inverter'.
 */
export async function resolveDetailsSnapshots(
  db: Db,
  existing: CustomerDetailsRow | undefined,
  input: SaveCustomerDetailsInput,
): Promise<Pick<SaveCustomerDetailsInput, 'financeOption' | 'panel' | 'inverter'>> {
  const { financeOption, panel, inverter } = input;
  const [liveOption, livePanel, liveInverter] = await Promise.all([
    financeOption && isUuid(financeOption.id) ? findFinanceOptionRow(db, financeOption.id) : null,
    panel && isUuid(panel.id) ? findPanelRow(db, panel.id) : null,
    inverter && isUuid(inverter.id) ? findInverterRow(db, inverter.id) : null,
  ]);
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
  return { financeOption: option, panel: chosenPanel, inverter: chosenInverter };
}
