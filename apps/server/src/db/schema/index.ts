// Drizzle needs every table in one object; each table lives in its own file.
export * from './roles';
export * from './users';
export * from './refresh-tokens';
export * from './brand-templates';
