import { describe, expect, it } from 'vitest';
import { type ContractContext, contractFieldValues } from './contract-field-values';
import { fillContractFields, renderContractText } from './fill-contract-fields';
import { formatContractDate } from './format-contract-date';

const ctx: ContractContext = {
  customer: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '12 Elm St',
    address2: 'Apt 4',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    phone: '919-555-0101',
    email: 'ada@example.com',
  },
  inverter: { name: 'IQ8+' },
  panel: { name: 'Q.PEAK 400', cells: 400 },
  powerCompany: { name: 'Duke Energy' },
  financeOption: { apr: 3.99, lengthInYears: 25 },
  proposal: {
    systemSize: 6.4,
    totalSystemCost: 19_840.01,
    outOfPocketCost: 5_000,
    proposalEpc: 3.1,
    totalAnnualProduction: 9600.4,
    panelArrays: [{ panels: 10 }, { panels: 6 }],
  },
  today: '2024-03-07',
};

describe('contract field templating', () => {
  const values = contractFieldValues(ctx);

  it('formats every variable', () => {
    expect(values).toEqual({
      customerFirstName: 'Ada',
      customerLastName: 'Lovelace',
      customerFullName: 'Ada Lovelace',
      customerAddress: '12 Elm St Apt 4',
      customerPhone: '(919) 555-0101', // shown as people read it, however it was stored (issue 33)
      customerEmail: 'ada@example.com',
      customerCity: 'Raleigh',
      customerState: 'NC',
      customerZip: '27601',
      systemSizeKw: '6.4',
      systemSizeWatts: '6400',
      totalCost: '19,841', // 19 840.01 rounded up
      downPayment: '5,000',
      loanAmount: '14,841', // 19 840.01 − 5 000 = 14 840.01, rounded up
      inverter: 'IQ8+',
      panelType: 'Q.PEAK 400',
      panelSize: '400',
      utilityCompany: 'Duke Energy',
      today: '03/07/2024',
      pricePerWatt: '3.10',
      yearOneProduction: '9600',
      loanApr: '3.99',
      loanLength: '25',
      numberOfPanels: '16',
    });
  });

  it('a cash deal (no finance option) finances nothing', () => {
    expect(contractFieldValues({ ...ctx, financeOption: null }).loanAmount).toBe('0');
  });

  it('rounds a whole-dollar cost to itself', () => {
    expect(
      contractFieldValues({ ...ctx, proposal: { ...ctx.proposal, totalSystemCost: 19_840 } })
        .totalCost,
    ).toBe('19,840');
  });

  it('formats dates as MM/DD/YYYY', () => {
    expect(formatContractDate('2024-12-31T23:59:00Z')).toBe('12/31/2024');
    expect(formatContractDate('not a date')).toBe('');
  });

  it('replaces placeholders and mapped variables; unmapped fields are dropped', () => {
    expect(
      renderContractText(
        '{{customerFullName}} owes {{ totalCost }} on {{today}} {{unknown}}',
        values,
      ),
    ).toBe('Ada Lovelace owes 19,841 on 03/07/2024 {{unknown}}');
    const fields = [
      { pandadocFieldId: 'a', name: 'Name', value: 'customerFullName' },
      { pandadocFieldId: 'b', name: 'Size', value: '{{systemSizeWatts}} W' },
      { pandadocFieldId: 'c', name: 'Unmapped', value: '' },
    ];
    expect(fillContractFields(fields, values)).toEqual([
      { pandadocFieldId: 'a', name: 'Name', value: 'Ada Lovelace' },
      { pandadocFieldId: 'b', name: 'Size', value: '6400 W' },
    ]);
  });

  it('leaves missing hardware and finance blank', () => {
    const bare = contractFieldValues({
      ...ctx,
      inverter: null,
      panel: null,
      powerCompany: null,
      financeOption: null,
    });
    expect([
      bare.inverter,
      bare.panelType,
      bare.panelSize,
      bare.utilityCompany,
      bare.loanApr,
      bare.loanLength,
    ]).toEqual(['', '', '', '', '', '']);
  });
});
