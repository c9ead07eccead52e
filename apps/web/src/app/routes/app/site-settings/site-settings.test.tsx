import {
  DEFAULT_ADDER_NAMES,
  UNLOCKABLE_ADDER_NAMES,
  type Adder,
  type SiteSettingsRecord,
  type UpdateSiteSettingsInput,
} from '@pb/core';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import { screen, signInWithTokens, waitFor, within } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const adder = (name: string, more: Partial<Adder> = {}): Adder => ({
  name,
  adder: 100,
  isEpcAdder: false,
  epcAdder: 0,
  isLocked: false,
  numTrees: 0,
  months: 0,
  isRoofType: false,
  ...more,
});

const settings: SiteSettingsRecord = {
  defaultEpcTarget: 3.5,
  adders: [...DEFAULT_ADDER_NAMES.map((name) => adder(name)), adder('Critter Guard')],
  roofTypes: [
    adder('Comp Shingle', { adder: 0, isRoofType: true }),
    adder('Tile', { adder: 0, isEpcAdder: true, epcAdder: 0.25, isRoofType: true }),
  ],
  steepPtichAmount: 35,
  treeAdderAmount: 300,
  flatRoofAmount: 1500,
  version: 2,
};

const server = setupMsw(
  configHandler(),
  meHandler(buildMe('Admin')),
  http.get('/api/settings/site', () => HttpResponse.json(settings)),
);

/** The row of the adder named `name` (by the value of its name box). */
async function adderRow(name: string) {
  const section = await screen.findByRole('region', { name: 'Adders' });
  const row = within(section)
    .getAllByTestId('adders-row')
    .find((r) => nameBoxOf(r).value === name);
  if (!row) throw new Error(`No adder row ${name}`);
  return row;
}

const nameBoxOf = (row: HTMLElement) =>
  row.querySelector<HTMLInputElement>('input[name$=".name"]')!;
const lockOf = (row: HTMLElement) =>
  row.querySelector<HTMLInputElement>('input[name$=".isLocked"]')!;

describe('/settings (Site Settings)', () => {
  it('the default adders keep their names and cannot be deleted; six cannot be locked', async () => {
    signInWithTokens();
    const { user } = renderApp('/settings');
    for (const name of DEFAULT_ADDER_NAMES) {
      const row = await adderRow(name);
      expect(nameBoxOf(row).readOnly).toBe(true);
      expect(within(row).queryByLabelText(`Delete ${name}`)).toBeNull();
      expect(lockOf(row).disabled).toBe(
        (UNLOCKABLE_ADDER_NAMES as readonly string[]).includes(name),
      );
    }
    const led = nameBoxOf(await adderRow('LED Lights'));
    await user.type(led, 'XYZ');
    expect(led.value).toBe('LED Lights');

    // A custom adder: renamable, lockable and deletable.
    const custom = await adderRow('Critter Guard');
    expect(nameBoxOf(custom).readOnly).toBe(false);
    expect(lockOf(custom).disabled).toBe(false);
    expect(within(custom).getByLabelText('Delete Critter Guard')).toBeTruthy();
  });

  it('a new adder named like a default one stays editable and deletable', async () => {
    signInWithTokens();
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Adders' });
    await user.click(within(section).getByRole('button', { name: 'Add Adder' }));
    const added = within(section).getAllByTestId('adders-row').at(-1)!;
    const nameBox = nameBoxOf(added);
    await user.type(nameBox, 'Monitoring');
    expect(nameBox.readOnly).toBe(false);
    expect(within(added).getByRole('button', { name: /Delete/ })).toBeTruthy();
  });

  it('says which roof type is the default and saves the whole settings with the version', async () => {
    let sent: UpdateSiteSettingsInput | undefined;
    server.use(
      http.patch('/api/settings/site', async ({ request }) => {
        sent = (await request.json()) as UpdateSiteSettingsInput;
        return HttpResponse.json({ ...sent, version: 3 });
      }),
    );
    signInWithTokens();
    const { user } = renderApp('/sitesettings');
    const roofTypes = await screen.findByRole('region', { name: 'Roof Types' });
    expect(roofTypes.textContent).toContain('The top roof type is the default.');
    expect(roofTypes.textContent).toContain('A roof type with an amount of 0 adds no adder.');
    const rows = within(roofTypes).getAllByTestId('roofTypes-row');
    expect(within(rows[0]!).getByText('Default')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Default')).toBeNull();
    // Moving Tile up makes it the default.
    await user.click(within(rows[1]!).getByRole('button', { name: 'Move Tile up' }));
    const tree = screen.getByLabelText(/Tree Adder Amount/);
    await user.clear(tree);
    await user.type(tree, '325');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ version: 2, treeAdderAmount: 325, defaultEpcTarget: 3.5 });
    expect(sent?.roofTypes.map((r) => r.name)).toEqual(['Tile', 'Comp Shingle']);
    expect(sent?.adders).toHaveLength(settings.adders.length);
  });

  it("a failed save says 'Could not update settings.'", async () => {
    server.use(
      http.patch('/api/settings/site', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }),
      ),
    );
    signInWithTokens();
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not update settings.')).toBeTruthy();
  });

  it("a Closer gets the not-allowed page for 'Site Settings'", async () => {
    server.use(meHandler(buildMe('Closer')));
    signInWithTokens();
    renderApp('/sitesettings');
    expect(
      await screen.findByText(
        'You are not authorized to access Site Settings! Contact system administrator for assistance.',
      ),
    ).toBeTruthy();
  });
});
