import { createHash } from 'node:crypto';
import { PRODUCT_BASE_TEMPLATE, type BaseTemplate, type DocumentTemplateDetails } from '@pb/core';

/** Field names as a contract document would carry them (mapped to variables by an admin). */
const COMMON_FIELDS = [
  'Client.FirstName',
  'Client.LastName',
  'Client.FullName',
  'Client.StreetAddress',
  'Client.City',
  'Client.State',
  'Client.PostalCode',
  'Client.Phone',
  'Client.Email',
  'Utility.Name',
  'System.SizeKw',
  'System.SizeWatts',
  'System.PanelCount',
  'Equipment.PanelModel',
  'Equipment.PanelWattage',
  'Equipment.Inverter',
  'Price.Total',
  'Price.PerWatt',
  'Production.Year1Kwh',
  'Agreement.Date',
];
const LOAN_FIELDS = ['Price.DownPayment', 'Loan.Amount', 'Loan.Apr', 'Loan.TermYears'];

interface BuiltInTemplate {
  brand: BaseTemplate;
  title: string;
  state: string;
  hasLoanFields: boolean;
  dateCreated: string;
  dateModified: string;
}

/**
 * The built-in provider's contract templates. Names carry the base-template word and the state
 * as a word (the contract-template choice on a proposal looks for both).
 */
const TEMPLATES: BuiltInTemplate[] = [
  {
    brand: PRODUCT_BASE_TEMPLATE,
    title: 'Residential Solar Agreement',
    state: 'AZ',
    hasLoanFields: true,
    dateCreated: '2025-01-06T15:00:00.000Z',
    dateModified: '2025-03-02T18:20:00.000Z',
  },
  {
    brand: PRODUCT_BASE_TEMPLATE,
    title: 'Residential Solar Agreement',
    state: 'SC',
    hasLoanFields: true,
    dateCreated: '2025-01-06T15:05:00.000Z',
    dateModified: '2025-02-11T16:45:00.000Z',
  },
  {
    brand: PRODUCT_BASE_TEMPLATE,
    title: 'Residential Solar Agreement',
    state: 'FL',
    hasLoanFields: true,
    dateCreated: '2025-02-20T14:10:00.000Z',
    dateModified: '2025-02-20T14:10:00.000Z',
  },
  {
    brand: PRODUCT_BASE_TEMPLATE,
    title: 'Residential Solar Agreement',
    state: 'NC',
    hasLoanFields: true,
    dateCreated: '2025-04-01T15:00:00.000Z',
    dateModified: '2025-04-01T15:00:00.000Z',
  },
  {
    brand: PRODUCT_BASE_TEMPLATE,
    title: 'Cash Purchase Agreement',
    state: 'TX',
    hasLoanFields: false,
    dateCreated: '2025-03-12T17:30:00.000Z',
    dateModified: '2025-03-12T17:30:00.000Z',
  },
  {
    brand: 'Titan',
    title: 'Solar Agreement',
    state: 'AZ',
    hasLoanFields: true,
    dateCreated: '2024-11-18T19:00:00.000Z',
    dateModified: '2025-01-28T21:15:00.000Z',
  },
  {
    brand: 'Solcius',
    title: 'Solar Agreement',
    state: 'GA',
    hasLoanFields: true,
    dateCreated: '2024-12-02T16:40:00.000Z',
    dateModified: '2024-12-02T16:40:00.000Z',
  },
  {
    brand: 'CEE',
    title: 'Solar Agreement',
    state: 'NC',
    hasLoanFields: true,
    dateCreated: '2024-10-21T13:25:00.000Z',
    dateModified: '2025-01-09T12:00:00.000Z',
  },
];

/** A stable uuid-shaped id from a seed (the same on every start, so saved mappings keep working). */
function stableUuid(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface BuiltInTemplateEntry extends DocumentTemplateDetails {
  dateCreated: string;
  dateModified: string;
}

export const BUILT_IN_TEMPLATES: BuiltInTemplateEntry[] = TEMPLATES.map((t) => {
  const name = `${t.brand} ${t.title} ${t.state}`;
  const id = `builtin-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const fieldNames = t.hasLoanFields ? [...COMMON_FIELDS, ...LOAN_FIELDS] : COMMON_FIELDS;
  return {
    id,
    name,
    dateCreated: t.dateCreated,
    dateModified: t.dateModified,
    fields: fieldNames.map((fieldName) => ({
      uuid: stableUuid(`${id}:${fieldName}`),
      name: fieldName,
    })),
  };
});
