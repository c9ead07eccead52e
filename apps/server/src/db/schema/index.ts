// Drizzle needs every table in one object; each table lives in its own file.
export * from './roles';
export * from './users';
export * from './refresh-tokens';
export * from './brand-templates';
export * from './power-companies';
export * from './panels';
export * from './inverters';
export * from './installers';
export * from './finance-options';
export * from './incentives';
export * from './contract-templates';
export * from './site-settings';
export * from './customers';
export * from './customer-details';
export * from './proposals';
export * from './proposal-templates';
export * from './leads';
