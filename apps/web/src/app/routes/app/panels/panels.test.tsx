import type { InstallerRecord, PanelRecord, UpdatePanelInput } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import { screen, signInWithTokens, waitFor, within } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const installer: InstallerRecord = {
  id: id(90),
  name: 'Solex Installs',
  baseTemplate: 'Solex',
  statesServiced: [],
  isDefault: true,
  adders: [],
  version: 1,
};

const panel = (n: number, more: Partial<PanelRecord> = {}): PanelRecord => ({
  id: id(n),
  name: `Panel ${n}`,
  cells: 400,
  isDefault: false,
  productionPercentage: 100,
  installerIds: [],
  statesServiced: [],
  version: 1,
  ...more,
});

const panels = [
  panel(1, { isDefault: true }),
  panel(2, { installerIds: [installer.id], statesServiced: ['AZ', 'NV'] }),
];

const server = setupMsw(
  configHandler(),
  meHandler(buildMe('Admin')),
  http.get('/api/Installers', () => HttpResponse.json([installer])),
);

describe('/panels', () => {
  it('shows the spec columns; ticking a Default makes it the only default', async () => {
    let list = panels;
    let sent: UpdatePanelInput | undefined;
    server.use(
      http.get('/api/Panels', () => HttpResponse.json(list)),
      http.put('/api/Panels', async ({ request }) => {
        sent = (await request.json()) as UpdatePanelInput;
        list = list.map((p) => ({ ...p, isDefault: p.id === sent?.id }));
        return HttpResponse.json({ ...sent, version: 2 });
      }),
    );
    signInWithTokens();
    const { user } = renderApp('/panels');
    const table = await screen.findByRole('table', { name: 'Panels' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace('sorted ascending', ''));
    expect(headers.slice(0, 6)).toEqual([
      'Name',
      'Watts',
      'Production Percentage',
      'Installers',
      'States Serviced',
      'Default',
    ]);
    const second = within(table).getByRole('row', { name: /Panel 2/ });
    expect(second.textContent).toContain('Solex Installs');
    expect(second.textContent).toContain('AZ, NV');

    await user.click(within(table).getByLabelText('Default panel: Panel 2'));
    expect(await screen.findByText('Panel updated.')).toBeTruthy();
    expect(sent).toMatchObject({ id: id(2), version: 1, isDefault: true, name: 'Panel 2' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('checkbox')
          .filter((box) => (box as HTMLInputElement).checked)
          .map((box) => box.getAttribute('aria-label')),
      ).toEqual(['Default panel: Panel 2']),
    );
  });

  it('a delete answered with a falsy value counts as a failure', async () => {
    server.use(
      http.get('/api/Panels', () => HttpResponse.json(panels)),
      http.delete(`/api/Panels/${id(2)}`, () => HttpResponse.json(false)),
    );
    signInWithTokens();
    const { user } = renderApp('/panels');
    await user.click(await screen.findByRole('button', { name: 'Delete Panel 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete panel' });
    expect(confirm.textContent).toContain(
      'Would you like to delete this panel? This cannot be reversed.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete panel.')).toBeTruthy();
    expect(screen.queryByText('Panel deleted.')).toBeNull();
  });

  it('a Closer gets the Access Denied page naming Panels', async () => {
    server.use(meHandler(buildMe('Closer')));
    signInWithTokens();
    renderApp('/panels');
    expect(
      await screen.findByText(
        'You are not authorized to access Panels! Contact system administrator for assistance.',
      ),
    ).toBeTruthy();
  });
});
