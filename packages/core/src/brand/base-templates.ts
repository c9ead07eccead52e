/**
 * Base templates (brands). `{product}` in the spec is the company's own brand, "Solex" here: it is
 * data (a brand template row), and the contract-template filter looks for the word "solex".
 */
export const BASE_TEMPLATES = ['Solex', 'Titan', 'Solcius', 'CEE'] as const;
export type BaseTemplate = (typeof BASE_TEMPLATES)[number];

/** The company's own brand: the default base template. */
export const PRODUCT_BASE_TEMPLATE: BaseTemplate = 'Solex';

/** The create-installer dialog offers only these (spec 2 §2). */
export const INSTALLER_CREATE_BASE_TEMPLATES: readonly BaseTemplate[] = ['Solex', 'Titan'];
