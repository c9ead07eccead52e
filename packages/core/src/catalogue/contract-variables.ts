/**
 * Product variables a contract template field can be mapped to (spec 2 §2 /contract-templates).
 * A mapped field is filled with the variable's value when a contract is generated.
 */
export const CONTRACT_VARIABLE_KEYS = [
  'customerFirstName',
  'customerLastName',
  'customerFullName',
  'customerAddress',
  'customerPhone',
  'customerEmail',
  'customerCity',
  'customerState',
  'customerZip',
  'systemSizeKw',
  'systemSizeWatts',
  'totalCost',
  'downPayment',
  'loanAmount',
  'inverter',
  'panelType',
  'panelSize',
  'utilityCompany',
  'today',
  'pricePerWatt',
  'yearOneProduction',
  'loanApr',
  'loanLength',
  'numberOfPanels',
] as const;
export type ContractVariableKey = (typeof CONTRACT_VARIABLE_KEYS)[number];

/** The label the mapping screen shows for each variable. */
export const CONTRACT_VARIABLE_LABELS: Record<ContractVariableKey, string> = {
  customerFirstName: 'Customer First Name',
  customerLastName: 'Customer Last Name',
  customerFullName: 'Customer Full Name',
  customerAddress: 'Customer Address',
  customerPhone: 'Customer Phone',
  customerEmail: 'Customer Email',
  customerCity: 'Customer City',
  customerState: 'Customer State',
  customerZip: 'Customer Zip',
  systemSizeKw: 'System Size (kW)',
  systemSizeWatts: 'System Size (Watts)',
  totalCost: 'Total Cost',
  downPayment: 'Down Payment (Out of Pocket)',
  loanAmount: 'Loan Amount',
  inverter: 'Inverter',
  panelType: 'Panel Type',
  panelSize: 'Panel Size (W)',
  utilityCompany: 'Utility Company',
  today: "Today's Date",
  pricePerWatt: 'Price Per Watt',
  yearOneProduction: 'Year 1 Production (kWh)',
  loanApr: 'Loan APR',
  loanLength: 'Loan Length (Years)',
  numberOfPanels: 'Number of Panels',
};

/** The variables in display order, for a select list. */
export const CONTRACT_VARIABLES: readonly { key: ContractVariableKey; label: string }[] =
  CONTRACT_VARIABLE_KEYS.map((key) => ({ key, label: CONTRACT_VARIABLE_LABELS[key] }));
