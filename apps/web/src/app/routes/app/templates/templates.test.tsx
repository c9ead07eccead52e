import { BASE_TEMPLATES, DEFAULT_PROPOSAL_TEMPLATES, type TemplateRecord } from '@pb/core';
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

const server = setupMsw(configHandler(), brandTemplatesHandler());

const custom: TemplateRecord = {
  id: '7f1c2d3e-0000-4000-8000-000000000002',
  name: 'Cash buyers',
  baseTemplate: 'Solcius',
  userId: 'u1',
  pages: ['ProposalCover', 'CostBreakdown'],
  isDefault: false,
  version: 1,
};
const listHandler = (list: TemplateRecord[]) =>
  http.get('/api/Templates', () => HttpResponse.json(list));

/** A user who may see the templates but not change them. */
const manager = () =>
  buildMe('Closer', {
    role: { id: 'r', name: 'Closer', capabilities: { proposalBuilder: ['PB_MANAGE_CUSTOMERS'] } },
  });

describe('/templates', () => {
  it('a Closer gets Access Denied naming My Templates and nothing is fetched', async () => {
    let isFetched = false;
    server.use(
      meHandler(buildMe('Closer')),
      http.get('/api/Templates', () => {
        isFetched = true;
        return HttpResponse.json([]);
      }),
    );
    signInWithTokens();
    renderApp('/templates');
    expect(
      await screen.findByText(
        'You are not authorized to access My Templates! Contact system administrator for assistance.',
      ),
    ).toBeTruthy();
    expect(isFetched).toBe(false);
  });

  it('shows the four default templates with a thumbnail per page, then the custom ones', async () => {
    server.use(meHandler(buildMe('Admin')), listHandler([...DEFAULT_PROPOSAL_TEMPLATES, custom]));
    signInWithTokens();
    renderApp('/templates');
    const defaults = await screen.findByRole('region', { name: 'Default Templates' });
    const cards = within(defaults).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      ...BASE_TEMPLATES,
    ]);
    for (const card of cards) {
      expect(within(card).getAllByRole('img')).toHaveLength(9);
      expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
    }
    const customs = screen.getByRole('region', { name: 'Custom Templates' });
    const card = await within(customs).findByRole('article', { name: 'Cash buyers' });
    expect(
      within(card)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Proposal Cover page', 'Cost Breakdown page']);
    expect(within(card).getByRole('link', { name: 'Edit Cash buyers' }).getAttribute('href')).toBe(
      `/templates/${custom.id}`,
    );
    expect(screen.getByRole('link', { name: 'Create Template' }).getAttribute('href')).toBe(
      '/templates/new',
    );
  });

  it('without PB_MANAGE_ADMIN_ITEMS the custom templates have no edit or delete', async () => {
    server.use(meHandler(manager()), listHandler([...DEFAULT_PROPOSAL_TEMPLATES, custom]));
    signInWithTokens();
    renderApp('/templates');
    const card = await screen.findByRole('article', { name: 'Cash buyers' });
    expect(within(card).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Template' })).toBeNull();
  });

  it('delete asks first, then removes the template', async () => {
    let deletedId: string | undefined;
    let list = [...DEFAULT_PROPOSAL_TEMPLATES, custom];
    server.use(
      meHandler(buildMe('Admin')),
      http.get('/api/Templates', () => HttpResponse.json(list)),
      http.delete('/api/Templates/:id', ({ params }) => {
        deletedId = String(params.id);
        list = [...DEFAULT_PROPOSAL_TEMPLATES];
        return HttpResponse.json(true);
      }),
    );
    signInWithTokens();
    const { user } = renderApp('/templates');
    await user.click(await screen.findByRole('button', { name: 'Delete Cash buyers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletedId).toBeUndefined();

    // The closing dialog hides the page from assistive technology until it has gone.
    await user.click(await screen.findByRole('button', { name: 'Delete Cash buyers' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete template' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Template deleted!')).toBeTruthy();
    expect(deletedId).toBe(custom.id);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cash buyers' })).toBeNull());
    expect(screen.getByText('No custom templates yet')).toBeTruthy();
  });

  it("a failed delete says 'Could not delete Template.'", async () => {
    server.use(
      meHandler(buildMe('Admin')),
      listHandler([custom]),
      http.delete('/api/Templates/:id', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }),
      ),
    );
    signInWithTokens();
    const { user } = renderApp('/templates');
    await user.click(await screen.findByRole('button', { name: 'Delete Cash buyers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete Template.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Cash buyers' })).toBeTruthy();
  });

  it("says 'Could not get Templates.' when the list fails, and still shows the defaults", async () => {
    server.use(
      meHandler(buildMe('Admin')),
      http.get('/api/Templates', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }),
      ),
    );
    signInWithTokens();
    renderApp('/templates');
    const customs = await screen.findByRole('region', { name: 'Custom Templates' });
    expect(await within(customs).findByText('Could not get Templates.')).toBeTruthy();
    const defaults = screen.getByRole('region', { name: 'Default Templates' });
    expect(within(defaults).getAllByRole('article')).toHaveLength(BASE_TEMPLATES.length);
  });

  it('Template Preview pages through the template with Back and Next', async () => {
    server.use(meHandler(manager()), listHandler([custom]));
    signInWithTokens();
    const { user } = renderApp('/templates');
    await user.click(await screen.findByRole('button', { name: 'Preview Cash buyers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Template Preview' });
    const back = within(dialog).getByRole('button', { name: 'Back' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(within(dialog).getByText('Page 1 of 2: Proposal Cover')).toBeTruthy();
    expect(back).toHaveProperty('disabled', true);
    await user.click(next);
    expect(within(dialog).getByText('Page 2 of 2: Cost Breakdown')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Cost Breakdown page' })).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    await user.click(back);
    expect(within(dialog).getByText('Page 1 of 2: Proposal Cover')).toBeTruthy();
  });
});
