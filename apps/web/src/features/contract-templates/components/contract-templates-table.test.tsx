import type { ContractTemplateListItem } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { ContractTemplatesTable } from './contract-templates-table';

const item = (
  name: string,
  mappedFieldCount: number,
  fieldCount: number,
): ContractTemplateListItem => ({
  pandadocId: `tpl-${name}`,
  name,
  isConfigured: mappedFieldCount > 0,
  mappedFieldCount,
  fieldCount,
  isActive: fieldCount > 0,
  contractTemplateId: fieldCount > 0 ? `id-${name}` : null,
  version: fieldCount > 0 ? 1 : null,
});

describe('ContractTemplatesTable', () => {
  it('counts the mapped fields instead of calling one of 22 "Configured"', () => {
    renderWithProviders(
      <ContractTemplatesTable
        templates={[
          item('Alpha', 1, 22),
          item('Beta', 12, 22),
          item('Gamma', 22, 22),
          item('Delta', 0, 0),
        ]}
        onToggleActive={() => undefined}
        isToggling={false}
      />,
    );
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    expect(within(row('Alpha')).getByText('1 of 22 mapped')).toBeTruthy();
    expect(within(row('Beta')).getByText('12 of 22 mapped')).toBeTruthy();
    expect(within(row('Gamma')).getByText('22 of 22 mapped')).toBeTruthy();
    expect(within(row('Delta')).getByText('Not configured')).toBeTruthy();
    expect(screen.queryByText('Configured')).toBeNull();
  });
});
