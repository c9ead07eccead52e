import { CONTRACT_VARIABLE_KEYS, type ContractVariableKey } from '../catalogue/contract-variables';

/** A template field mapped to a variable (`value` is the variable key, or text with placeholders). */
export interface ContractFieldMapping {
  pandadocFieldId: string;
  name: string;
  value: string;
}

const isVariable = (key: string): key is ContractVariableKey =>
  (CONTRACT_VARIABLE_KEYS as readonly string[]).includes(key);

/**
 * Replaces placeholders `{{key}}` (spaces allowed inside the braces) with the variable's text.
 * Unknown placeholders are left as they are, so a typo shows up in the document.
 */
export function renderContractText(
  text: string,
  values: Record<ContractVariableKey, string>,
): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, key: string) =>
    isVariable(key) ? values[key] : whole,
  );
}

/**
 * The fields sent to the document provider: a field whose value is a variable key takes that
 * variable's text; any other value is rendered as a template; unmapped fields ('') are dropped.
 */
export function fillContractFields(
  fields: readonly ContractFieldMapping[],
  values: Record<ContractVariableKey, string>,
): ContractFieldMapping[] {
  return fields
    .filter((f) => f.value.trim() !== '')
    .map((f) => ({
      ...f,
      value: isVariable(f.value) ? values[f.value] : renderContractText(f.value, values),
    }));
}
