import { MONTHS, type PowerCompanyRecord, type UpdatePowerCompanyInput } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import { screen, signInWithTokens, waitFor, within } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const COMPANY_ID = '6b21f23a-bbde-49f5-bd18-e1bb20a62299';
const PLAN_ID = '232af5ad-2a23-4d09-8c03-e3e4a945a2cf';

const company: PowerCompanyRecord = {
  id: COMPANY_ID,
  name: 'Arizona Public Service',
  maxTotalOffset: 120,
  maxSolarOffset: 110,
  statesServiced: ['AZ'],
  systemSizeLimit: 0,
  ratesFixed: false,
  version: 4,
  preSolarPlans: [
    {
      id: PLAN_ID,
      name: 'Standard Residential',
      monthGroups: [
        {
          id: '11111111-0000-4000-8000-000000000001',
          name: 'Summer',
          // A plan covers every month exactly once (issue 9).
          months: [...MONTHS],
          fixedCost: 15,
          tiers: [
            { tierNumber: 1, upToKwh: 500, cost: 0.1 },
            { tierNumber: 2, upToKwh: 999999999, cost: 0.2 },
          ],
        },
      ],
    },
  ],
  postSolarPlans: [],
};

const server = setupMsw(
  configHandler(),
  meHandler(buildMe('Admin')),
  http.get(`/api/PowerCompanies/${COMPANY_ID}`, () => HttpResponse.json(company)),
);

/** Answers the PUT with the company as sent (one version later) and keeps the body. */
function acceptPut() {
  const sent: UpdatePowerCompanyInput[] = [];
  server.use(
    http.put('/api/PowerCompanies', async ({ request }) => {
      const body = (await request.json()) as UpdatePowerCompanyInput;
      sent.push(body);
      return HttpResponse.json({ ...body, version: body.version + 1 });
    }),
  );
  return sent;
}

const tierRows = (group: HTMLElement) => {
  const upTo = within(group).getAllByRole('spinbutton', { name: /Up to kWh/ });
  const costs = within(group).getAllByRole('spinbutton', { name: /Cost/ });
  return upTo.map(
    (input, i) => `${(input as HTMLInputElement).value} @ ${(costs[i] as HTMLInputElement).value}`,
  );
};

describe('/power-companies/{id}/pre-solar-plan/{planId}', () => {
  it('opens the plan; an added tier sorts into place and renumbers once the tiers are left', async () => {
    const sent = acceptPut();
    signInWithTokens();
    const { user, router } = renderApp(`/power-companies/${COMPANY_ID}/pre-solar-plan/${PLAN_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pre-Solar Plan' });
    const group = within(dialog).getByRole('region', { name: 'Month group 1' });
    expect(tierRows(group)).toEqual(['500 @ 0.1', '999999999 @ 0.2']);

    await user.click(within(group).getByRole('button', { name: 'Add Tier' }));
    const upTo = within(group).getAllByRole('spinbutton', { name: /Up to kWh/ });
    const costs = within(group).getAllByRole('spinbutton', { name: /Cost/ });
    await user.type(upTo[2]!, '250');
    await user.type(costs[2]!, '0.05');
    // Still where it was typed while the focus is in the tiers…
    expect(tierRows(group)).toEqual(['500 @ 0.1', '999999999 @ 0.2', '250 @ 0.05']);
    // …and in upToKwh order, numbered from 1, once it leaves them.
    await user.click(within(group).getByLabelText(/Group Name/));
    expect(tierRows(group)).toEqual(['250 @ 0.05', '500 @ 0.1', '999999999 @ 0.2']);
    expect(
      within(group)
        .getAllByText(/^Tier \d$/)
        .map((n) => n.textContent),
    ).toEqual(['Tier 1', 'Tier 2', 'Tier 3']);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Power Company Updated.')).toBeTruthy();
    expect(sent[0]).toMatchObject({ id: COMPANY_ID, version: 4, name: 'Arizona Public Service' });
    expect(sent[0]?.preSolarPlans[0]).toMatchObject({ id: PLAN_ID, name: 'Standard Residential' });
    expect(sent[0]?.preSolarPlans[0]?.monthGroups[0]?.tiers).toEqual([
      { tierNumber: 1, upToKwh: 250, cost: 0.05 },
      { tierNumber: 2, upToKwh: 500, cost: 0.1 },
      { tierNumber: 3, upToKwh: 999999999, cost: 0.2 },
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/power-companies/${COMPANY_ID}`),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removing a tier renumbers the rest; the last tier cannot be removed', async () => {
    signInWithTokens();
    const { user } = renderApp(`/power-companies/${COMPANY_ID}/pre-solar-plan/${PLAN_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pre-Solar Plan' });
    const group = within(dialog).getByRole('region', { name: 'Month group 1' });
    await user.click(within(group).getByRole('button', { name: 'Remove tier 1 of month group 1' }));
    expect(tierRows(group)).toEqual(['999999999 @ 0.2']);
    expect(within(group).getByText('Tier 1')).toBeTruthy();
    expect(
      (
        within(group).getByRole('button', {
          name: 'Remove tier 1 of month group 1',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('Add Month Group does not mark the new group red before it is touched; its message stays until fixed', async () => {
    signInWithTokens();
    const { user } = renderApp(`/power-companies/${COMPANY_ID}/pre-solar-plan/new`);
    const dialog = await screen.findByRole('dialog', { name: 'Create Pre-Solar Plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Month Group' }));
    const group = within(dialog).getByRole('region', { name: 'Month group 2' });
    const name = within(group).getByLabelText(/Group Name/);
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(within(group).queryByText('Required')).toBeNull();

    name.focus();
    await user.click(within(group).getByRole('checkbox', { name: 'Jan' }));
    expect((within(group).getByRole('checkbox', { name: 'Jan' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // Left empty: now it says so, and keeps saying so after the next blur.
    expect(await within(group).findByText('Required')).toBeTruthy();
    await user.click(within(group).getByRole('checkbox', { name: 'Feb' }));
    expect(within(group).getByText('Required')).toBeTruthy();
  });

  it('a new plan starts with a group of one tier up to 999999999 kWh at cost 0; numbers are required', async () => {
    const sent = acceptPut();
    signInWithTokens();
    const { user } = renderApp(`/power-companies/${COMPANY_ID}/pre-solar-plan/new`);
    const dialog = await screen.findByRole('dialog', { name: 'Create Pre-Solar Plan' });
    const group = within(dialog).getByRole('region', { name: 'Month group 1' });
    expect(tierRows(group)).toEqual(['999999999 @ 0']);

    await user.type(within(dialog).getByLabelText(/Plan Name/), 'Flat rate');
    await user.type(within(group).getByLabelText(/Group Name/), 'All year');
    for (const month of MONTHS) {
      await user.click(within(group).getByRole('checkbox', { name: month }));
    }
    await user.clear(within(group).getByRole('spinbutton', { name: /Connection Fee/ }));
    await user.clear(within(group).getByRole('spinbutton', { name: /Cost/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(group).findAllByText('Required')).toHaveLength(2);
    expect(sent).toHaveLength(0);

    await user.type(within(group).getByRole('spinbutton', { name: /Connection Fee/ }), '9.5');
    await user.type(within(group).getByRole('spinbutton', { name: /Cost/ }), '0.12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.preSolarPlans.map((p) => p.name)).toEqual([
      'Standard Residential',
      'Flat rate',
    ]);
    expect(sent[0]?.preSolarPlans[1]?.monthGroups).toEqual([
      {
        name: 'All year',
        months: [...MONTHS],
        fixedCost: 9.5,
        tiers: [{ tierNumber: 1, upToKwh: 999999999, cost: 0.12 }],
      },
    ]);
  });

  it('post-solar plans: net metering is off until toggled, and its share is 0.0 to 1.0', async () => {
    const sent = acceptPut();
    signInWithTokens();
    const { user } = renderApp(`/power-companies/${COMPANY_ID}/post-solar-plan/new`);
    const dialog = await screen.findByRole('dialog', { name: 'Create Post-Solar Plan' });
    const share = within(dialog).getByRole('spinbutton', { name: /Net Metering Percentage/ });
    expect((share as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('switch', { name: 'Net Metering' }));
    await user.clear(share);
    await user.type(share, '1.2');
    await user.type(within(dialog).getByLabelText(/Plan Name/), 'Export');
    const group = within(dialog).getByRole('region', { name: 'Month group 1' });
    await user.type(within(group).getByLabelText(/Group Name/), 'All year');
    for (const month of MONTHS) {
      await user.click(within(group).getByRole('checkbox', { name: month }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be 0.0 to 1.0')).toBeTruthy();
    await user.clear(share);
    await user.type(share, '0.75');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.postSolarPlans[0]).toMatchObject({
      name: 'Export',
      hasNetMetering: true,
      netMeteringPercentage: 0.75,
    });
  });

  it("a stale save (409) shows the server's message and keeps what was typed", async () => {
    server.use(
      http.put('/api/PowerCompanies', () =>
        HttpResponse.json(
          {
            code: 'CONFLICT',
            message:
              'This power company was changed by someone else. Reload to see their changes, then try again.',
          },
          { status: 409 },
        ),
      ),
    );
    signInWithTokens();
    const { user } = renderApp(`/power-companies/${COMPANY_ID}/pre-solar-plan/${PLAN_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pre-Solar Plan' });
    const name = within(dialog).getByLabelText(/Plan Name/);
    await user.clear(name);
    await user.type(name, 'Renamed plan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/This power company was changed by someone else/),
    ).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Renamed plan');
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it("the server's issue on a tier is shown on that tier", async () => {
    server.use(
      http.put('/api/PowerCompanies', () =>
        HttpResponse.json(
          {
            code: 'BAD_REQUEST',
            message: 'Invalid request.',
            issues: [
              { path: 'body.preSolarPlans.0.monthGroups.0.tiers.1.cost', message: 'Too dear' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    signInWithTokens();
    const { user } = renderApp(`/power-companies/${COMPANY_ID}/pre-solar-plan/${PLAN_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pre-Solar Plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too dear')).toBeTruthy();
    expect(await screen.findByText('Could not update Power Company.')).toBeTruthy();
  });
});

describe('the plan dialog’s hourly rate (issue 35)', () => {
  const zeros = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
  const rate = {
    name: 'TOU-2',
    energyratestructure: [[{ rate: 0.3 }], [{ rate: 0.5 }]],
    energyweekdayschedule: zeros,
    energyweekendschedule: zeros,
  };

  it('shows the parser’s sentence for a bad rate; imports a good one, edits its schedule and saves it', async () => {
    const sent = acceptPut();
    signInWithTokens();
    const { user } = renderApp(`/power-companies/${COMPANY_ID}/pre-solar-plan/${PLAN_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pre-Solar Plan' });
    const hourly = within(dialog).getByRole('region', { name: 'Hourly rate' });
    expect(within(hourly).getByText(/billed by its month groups/)).toBeTruthy();
    await user.click(within(hourly).getByRole('button', { name: 'Import URDB rate' }));
    const box = within(hourly).getByRole('textbox', { name: 'URDB rate JSON' });

    await user.click(box);
    await user.paste(
      JSON.stringify({
        ...rate,
        energyratestructure: [[{ rate: 0.3 }]],
        energyweekdayschedule: zeros.map((r) => r.map(() => 1)),
      }),
    );
    await user.click(within(hourly).getByRole('button', { name: 'Import' }));
    expect(within(hourly).getByRole('alert').textContent).toBe(
      'The schedule names period 2, which has no rates.',
    );

    await user.clear(box);
    await user.paste(JSON.stringify({ items: [rate] }));
    await user.click(within(hourly).getByRole('button', { name: 'Import' }));
    expect(within(hourly).getByText(/TOU-2: 2 energy periods/)).toBeTruthy();
    const cell = within(hourly).getByRole('textbox', { name: 'Weekday schedule Jul 17:00' });
    expect((cell as HTMLInputElement).value).toBe('1');
    await user.tripleClick(cell);
    await user.keyboard('2');
    expect((cell as HTMLInputElement).value).toBe('2');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Power Company Updated.')).toBeTruthy();
    const saved = sent[0]!.preSolarPlans[0]!.hourly!;
    expect(saved.metering).toBe('net-metering');
    expect((saved.tariff.energyweekdayschedule as number[][])[6]![17]).toBe(1);
    expect((saved.tariff.energyweekdayschedule as number[][])[6]![16]).toBe(0);
  });
});

describe('/power-companies/{id}', () => {
  it('deletes a plan after the confirmation', async () => {
    const sent = acceptPut();
    signInWithTokens();
    const { user } = renderApp(`/power-companies/${COMPANY_ID}`);
    const plan = await screen.findByRole('article', { name: 'Standard Residential' });
    expect(
      within(plan).getByRole('table', { name: 'Month groups of Standard Residential' }).textContent,
    ).toContain('$0.1/kWh · Up to 500 kWh');
    await user.click(within(plan).getByRole('button', { name: 'Delete Standard Residential' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete pre-solar plan' });
    expect(confirm.textContent).toContain(
      'Would you like to delete this pre-solar plan? This cannot be reversed.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.preSolarPlans).toEqual([]);
    expect(await screen.findByText('No pre-solar plans yet')).toBeTruthy();
  });

  it('a Closer gets the Access Denied page naming Power Companies', async () => {
    server.use(meHandler(buildMe('Closer')));
    signInWithTokens();
    renderApp(`/power-companies/${COMPANY_ID}`);
    expect(
      await screen.findByText(
        'You are not authorized to access Power Companies! Contact system administrator for assistance.',
      ),
    ).toBeTruthy();
  });
});
