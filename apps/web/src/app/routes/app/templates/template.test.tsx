import type { CreateTemplateInput, TemplateRecord, UpdateTemplateInput } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../../../testing/factories';
import {
  brandTemplatesHandler,
  configHandler,
  http,
  HttpResponse,
  meHandler,
  setupMsw,
} from '../../../../testing/msw';
import { screen, signInWithTokens, waitFor, within } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const server = setupMsw(
  configHandler(),
  brandTemplatesHandler(),
  http.get('/api/Templates', () => HttpResponse.json([])),
);

const saved: TemplateRecord = {
  id: '7f1c2d3e-0000-4000-8000-000000000001',
  name: 'Short deck',
  baseTemplate: 'Titan',
  userId: 'u1',
  pages: ['Timeline', 'ProposalCover', 'SystemInfo'],
  isDefault: false,
  version: 3,
};

/** The page names in the order the checklist shows them. */
function shownPages() {
  const list = screen.getByRole('list', { name: 'Pages' });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('label')?.textContent);
}

function checkedPages() {
  const list = screen.getByRole('list', { name: 'Pages' });
  return within(list)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('li')?.querySelector('label')?.textContent);
}

describe('/templates/new', () => {
  it('saves only the ticked pages, in the order the arrows gave them', async () => {
    let posted: CreateTemplateInput | undefined;
    server.use(
      meHandler(buildMe('Admin')),
      http.post('/api/Templates', async ({ request }) => {
        posted = (await request.json()) as CreateTemplateInput;
        return HttpResponse.json(
          { ...posted, id: saved.id, userId: 'u1', isDefault: false, version: 0 },
          { status: 201 },
        );
      }),
    );
    signInWithTokens();
    const { user, router } = renderApp('/templates/new');
    await user.type(await screen.findByLabelText(/Name/), 'Quick pitch');
    await user.click(screen.getByRole('combobox', { name: /Base Template/ }));
    await user.click(await screen.findByRole('option', { name: 'CEE' }));

    for (const page of [
      'Financing Options',
      'Cost Breakdown',
      '30 Year Projected Savings',
      'Net Metering + Monitoring',
      'The Timeline',
      'Overview',
    ]) {
      await user.click(screen.getByRole('checkbox', { name: page }));
    }
    // About Us goes to the top, and the cover below System Info.
    await user.click(screen.getByRole('button', { name: 'Move About Us up' }));
    await user.click(screen.getByRole('button', { name: 'Move About Us up' }));
    await user.click(screen.getByRole('button', { name: 'Move Proposal Cover down' }));
    expect(shownPages().slice(0, 3)).toEqual(['About Us', 'System Info', 'Proposal Cover']);
    expect(checkedPages()).toEqual(['About Us', 'System Info', 'Proposal Cover']);
    expect(screen.getByRole('button', { name: 'Move About Us up' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template created!')).toBeTruthy();
    expect(posted).toEqual({
      name: 'Quick pitch',
      baseTemplate: 'CEE',
      pages: ['AboutUs', 'SystemInfo', 'ProposalCover'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/templates'));
  });

  it('needs at least one page: Save Template is disabled and says why', async () => {
    server.use(meHandler(buildMe('Admin')));
    signInWithTokens();
    const { user } = renderApp('/templates/new');
    await user.type(await screen.findByLabelText(/Name/), 'Empty');
    const list = screen.getByRole('list', { name: 'Pages' });
    for (const box of within(list).getAllByRole('checkbox')) await user.click(box);
    expect(await screen.findByText('Choose at least one page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Template' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Overview' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Template' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  it("says 'Could not create Template.' when the save fails", async () => {
    server.use(
      meHandler(buildMe('Admin')),
      http.post('/api/Templates', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }),
      ),
    );
    signInWithTokens();
    const { user } = renderApp('/templates/new');
    await user.type(await screen.findByLabelText(/Name/), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Could not create Template.')).toBeTruthy();
  });

  it('a user without PB_MANAGE_ADMIN_ITEMS gets Access Denied naming My Templates', async () => {
    server.use(
      meHandler(
        buildMe('Closer', {
          role: {
            id: 'r',
            name: 'Closer',
            capabilities: { proposalBuilder: ['PB_MANAGE_CUSTOMERS'] },
          },
        }),
      ),
    );
    signInWithTokens();
    renderApp('/templates/new');
    expect(
      await screen.findByText(
        'You are not authorized to access My Templates! Contact system administrator for assistance.',
      ),
    ).toBeTruthy();
  });
});

describe('/templates/{id}', () => {
  it('shows the saved pages first, in their order, and saves a new order with the version', async () => {
    let putBody: UpdateTemplateInput | undefined;
    server.use(
      meHandler(buildMe('Admin')),
      http.get(`/api/Templates/${saved.id}`, () => HttpResponse.json(saved)),
      http.put('/api/Templates', async ({ request }) => {
        putBody = (await request.json()) as UpdateTemplateInput;
        return HttpResponse.json({ ...saved, ...putBody, version: saved.version + 1 });
      }),
    );
    signInWithTokens();
    const { user, router } = renderApp(`/templates/${saved.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit Short deck' })).toBeTruthy();
    expect(shownPages().slice(0, 4)).toEqual([
      'The Timeline',
      'Proposal Cover',
      'System Info',
      'About Us',
    ]);
    expect(checkedPages()).toEqual(['The Timeline', 'Proposal Cover', 'System Info']);

    await user.click(screen.getByRole('button', { name: 'Move System Info up' }));
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template updated!')).toBeTruthy();
    expect(putBody).toEqual({
      id: saved.id,
      version: 3,
      name: 'Short deck',
      baseTemplate: 'Titan',
      pages: ['Timeline', 'SystemInfo', 'ProposalCover'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/templates'));
  });

  it('a stale save (409) shows the server message and keeps the input', async () => {
    server.use(
      meHandler(buildMe('Admin')),
      http.get(`/api/Templates/${saved.id}`, () => HttpResponse.json(saved)),
      http.put('/api/Templates', () =>
        HttpResponse.json(
          { code: 'CONFLICT', message: 'This template was changed by someone else.' },
          { status: 409 },
        ),
      ),
    );
    signInWithTokens();
    const { user } = renderApp(`/templates/${saved.id}`);
    const name = await screen.findByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('checkbox', { name: 'Overview' }));
    await user.click(screen.getByRole('button', { name: 'Move Proposal Cover up' }));
    await user.click(screen.getByRole('button', { name: 'Save Template' }));

    expect(
      await screen.findByText(
        'This template was changed by someone else. Your changes are still in the form.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe('Renamed');
    expect(checkedPages()).toEqual(['Proposal Cover', 'The Timeline', 'System Info', 'Overview']);
  });

  it("says 'Could not get Template.' when it cannot be loaded", async () => {
    server.use(
      meHandler(buildMe('Admin')),
      http.get(`/api/Templates/${saved.id}`, () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }),
      ),
    );
    signInWithTokens();
    renderApp(`/templates/${saved.id}`);
    expect((await screen.findAllByText('Could not get Template.')).length).toBeGreaterThan(0);
  });

  it('a built-in template is shown read-only', async () => {
    const builtIn: TemplateRecord = { ...saved, id: 'default-titan', isDefault: true, version: 0 };
    server.use(
      meHandler(buildMe('Admin')),
      http.get('/api/Templates/default-titan', () => HttpResponse.json(builtIn)),
    );
    signInWithTokens();
    renderApp('/templates/default-titan');
    expect(await screen.findByText('Default templates cannot be changed or deleted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Template' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Overview' })).toHaveProperty('disabled', true);
  });
});
