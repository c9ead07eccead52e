import type { Capability } from '@pb/core';
import { DEFAULT_ROLE_CAPABILITIES } from '@pb/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, within } from '../../testing/test-utils';
import { NavDrawer } from './nav-drawer';
import { getVisibleNavSections } from './nav-sections';

const ADMIN_ITEMS = [
  'Power Companies',
  'Panels',
  'Installers',
  'Inverters',
  'Finance Options',
  'Incentives',
  'Contract Templates',
  'Site Survey Slots',
  'Site Settings',
  'Users',
  'Outbox',
];

function renderDrawer(capabilities: readonly Capability[]) {
  renderWithProviders(
    <NavDrawer capabilities={capabilities} variant="permanent" isOpen onClose={vi.fn()} />,
  );
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const section = (title: string) => screen.queryByRole('list', { name: title });
  const linksOf = (title: string) =>
    within(section(title) ?? nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
  return { nav, section, linksOf };
}

describe('navigation drawer sections by capability', () => {
  it('an Admin sees PROPOSALS with Customers and My Templates, and the whole ADMIN section', () => {
    const { linksOf } = renderDrawer(DEFAULT_ROLE_CAPABILITIES.Admin);
    expect(linksOf('PROPOSALS')).toEqual(['Dashboard', 'Customers', 'My Templates']);
    expect(linksOf('ADMIN')).toEqual(ADMIN_ITEMS);
  });

  it('a Closer (no capabilities by default) sees only Dashboard', () => {
    const { nav, section, linksOf } = renderDrawer(DEFAULT_ROLE_CAPABILITIES.Closer);
    expect(linksOf('PROPOSALS')).toEqual(['Dashboard']);
    expect(section('ADMIN')).toBeNull();
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
  });

  it('PB_MANAGE_CUSTOMERS alone adds Customers and My Templates but no ADMIN section', () => {
    const { section, linksOf } = renderDrawer(['PB_MANAGE_CUSTOMERS']);
    expect(linksOf('PROPOSALS')).toEqual(['Dashboard', 'Customers', 'My Templates']);
    expect(section('ADMIN')).toBeNull();
  });

  it('PB_MANAGE_ADMIN_ITEMS alone adds the ADMIN section only', () => {
    const { linksOf } = renderDrawer(['PB_MANAGE_ADMIN_ITEMS']);
    expect(linksOf('PROPOSALS')).toEqual(['Dashboard']);
    expect(linksOf('ADMIN')).toEqual(ADMIN_ITEMS);
  });

  it('links go to the spec routes', () => {
    const hrefs = getVisibleNavSections(DEFAULT_ROLE_CAPABILITIES.Admin).flatMap((s) =>
      s.items.map((i) => i.href),
    );
    expect(hrefs).toEqual([
      '/',
      '/customers',
      '/templates',
      '/power-companies',
      '/panels',
      '/installers',
      '/inverters',
      '/finance-options',
      '/incentives',
      '/contract-templates',
      '/area-groups',
      '/settings',
      '/users',
      '/outbox',
    ]);
  });

  it('marks the current page (the link of a page under it too), and Dashboard only on /', () => {
    renderWithProviders(
      <NavDrawer
        capabilities={DEFAULT_ROLE_CAPABILITIES.Admin}
        variant="permanent"
        isOpen
        onClose={vi.fn()}
      />,
      {
        route: '/users/42',
      },
    );
    const current = (name: string) =>
      screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('Users')).toBe('page');
    expect(current('Dashboard')).toBeNull();
    expect(current('Customers')).toBeNull();
  });
});
