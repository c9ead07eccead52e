import {
  PROPOSAL_MESSAGES,
  type CreateProposalRequest,
  type UpdateProposalRequest,
} from '@pb/core';
import { describe, expect, it, vi } from 'vitest';
import { IDS, proposalView } from '../../../../features/proposals/testing/proposal-fixtures';
import { proposalScreenHandlers } from '../../../../features/proposals/testing/proposal-handlers';
import { buildMe } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import { screen, signInWithTokens, waitFor, within } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const server = setupMsw(configHandler());
const URL = `/customers/${IDS.customer}/proposals/${IDS.proposal}`;

async function openEditor(view = proposalView()) {
  server.use(meHandler(buildMe('Admin')), ...proposalScreenHandlers({ view }));
  signInWithTokens();
  const app = renderApp(URL);
  await screen.findByRole('heading', { name: 'Prop3 — Spring offer' }, { timeout: 8000 });
  await app.user.click(
    await screen.findByRole('button', { name: 'Edit proposal' }, { timeout: 8000 }),
  );
  return app;
}

async function choose(user: ReturnType<typeof renderApp>['user'], label: string, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/customers/{id}/proposals/{proposalId}', () => {
  it('Redesigns shows the unread badge of this customer and opens a redesign request with the proposal', async () => {
    const bodies: unknown[] = [];
    const chat = (customerId: string, unreadCount: number) => ({
      id: crypto.randomUUID(),
      customerId,
      customerName: 'Someone',
      proposalId: null,
      initial: false,
      old: false,
      ownedBy: null,
      owner: null,
      rep: { id: crypto.randomUUID(), firstName: 'Carl', lastName: 'Closer', profilePicPath: '' },
      startMessage: 'Please redesign',
      createTimestamp: '2026-03-05T15:30:00.000Z',
      startTimestamp: null,
      closedTimestamp: null,
      isActive: true,
      users: [],
      appointmentDate: null,
      version: 0,
      lastMessageId: 0,
      latestMessageId: 5,
      unreadCount,
    });
    server.use(
      http.get('/api/chats/user/:userId', () =>
        HttpResponse.json([
          chat(IDS.customer, 2),
          chat(IDS.customer, 1),
          chat(crypto.randomUUID(), 7),
        ]),
      ),
      http.post('/api/chats/requests', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 });
      }),
    );
    server.use(meHandler(buildMe('Admin')), ...proposalScreenHandlers({ view: proposalView() }));
    signInWithTokens();
    const { user } = renderApp(URL);
    await screen.findByRole('heading', { name: 'Prop3 — Spring offer' }, { timeout: 8000 });
    const button = await screen.findByRole('button', { name: /Redesigns/ }, { timeout: 8000 });
    await waitFor(() => expect(button.textContent).toContain('3'));
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Redesigns' });
    await user.click(within(dialog).getByRole('button', { name: 'Request Redesign' }));
    const form = await screen.findByRole('dialog', { name: 'Request Redesign' });
    await user.type(within(form).getByLabelText('Message to the proposal team'), 'Fewer panels');
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          customerId: IDS.customer,
          initial: false,
          startMessage: 'Fewer panels',
          proposalId: IDS.proposal,
        },
      ]),
    );
  });

  it("Preview Changes alerts 'invalid Panel Selection' when the installer does not offer the panel", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let isPut = false;
    server.use(http.put('/api/Proposals', () => ((isPut = true), HttpResponse.json({}))));
    const { user } = await openEditor();
    await choose(user, 'Panel', /Titan-only/);
    await user.click(screen.getByRole('button', { name: 'Preview Changes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('invalid Panel Selection'));
    expect(isPut).toBe(false);
  });

  it('changing to an installer of another base asks before swapping the template; cancel aborts', async () => {
    const puts: UpdateProposalRequest[] = [];
    server.use(
      http.put('/api/Proposals', async ({ request }) => {
        const body = (await request.json()) as UpdateProposalRequest;
        puts.push(body);
        return HttpResponse.json(
          proposalView({
            template: body.template ?? null,
            details: { ...proposalView().details, installerId: IDS.cee },
            version: 5,
          }),
        );
      }),
    );
    const { user } = await openEditor();
    await choose(user, 'Installer', /CEE Installations/);
    await user.click(screen.getByRole('button', { name: 'Preview Changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change Template' });
    expect(
      within(confirm).getByText(
        'This will change the installer to CEE, Are you sure you want to do this?',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(puts).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Preview Changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change Template' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText(PROPOSAL_MESSAGES.proposalUpdatedPreview)).toBeTruthy();
    expect(puts[0]).toMatchObject({
      id: IDS.proposal,
      version: 4,
      template: { id: 'default-cee', name: 'CEE', baseTemplate: 'CEE' },
      details: { installerId: IDS.cee },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Preview Changes' })).toBeNull(),
    );
  });

  it("a stale save (409) shows the server's message and keeps the rep's edits", async () => {
    server.use(
      http.put('/api/Proposals', () =>
        HttpResponse.json(
          { code: 'CONFLICT', message: PROPOSAL_MESSAGES.staleProposal },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openEditor();
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Description'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Preview Changes' }));
    expect(
      (await screen.findAllByText(PROPOSAL_MESSAGES.staleProposal, { exact: false })).length,
    ).toBeGreaterThan(0);
    expect((screen.getByLabelText('Description') as HTMLInputElement).value).toBe('Changed');
  });

  it("Create Agreement waits for a save ('Save proposal to proceed.'), Save As New Proposal posts a copy", async () => {
    let posted: CreateProposalRequest | undefined;
    const copy = proposalView({ id: '12345678-1234-4234-8234-123456789012', proposalNumber: 4 });
    server.use(
      http.post('/api/Proposals', async ({ request }) => {
        posted = (await request.json()) as CreateProposalRequest;
        return HttpResponse.json({ id: copy.id, proposalNumber: 4 }, { status: 201 });
      }),
      http.get(`/api/Proposals/${copy.id}`, () => HttpResponse.json(copy)),
    );
    const { user, router } = await openEditor();
    expect(screen.queryByRole('button', { name: 'Save As New Proposal' })).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Create Agreement' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    await user.type(screen.getByLabelText('Description'), ' B');
    expect(screen.getByText('Save proposal to proceed.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Create Agreement' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save As New Proposal' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/customers/${IDS.customer}/proposals/${copy.id}`,
      ),
    );
    expect(posted).toMatchObject({
      id: '',
      customerId: IDS.customer,
      description: 'Spring offer B',
    });
  });

  it('Create Agreement is disabled by the server gating, with the notices shown', async () => {
    await openEditor(
      proposalView({
        agreementBlockers: ['EPC too low'],
        warnings: [PROPOSAL_MESSAGES.commissionDeduction],
      }),
    );
    expect(screen.getByText('EPC too low')).toBeTruthy();
    expect(screen.getByText(PROPOSAL_MESSAGES.commissionDeduction)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Create Agreement' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('Create Agreement marks the contract generated and opens the onboarding stepper in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    let isMarked = false;
    server.use(
      http.post(`/api/Proposals/${IDS.proposal}/agreement`, () => {
        isMarked = true;
        return HttpResponse.json(proposalView({ isContractGenerated: true }));
      }),
    );
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Create Agreement' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `/public/proposal/${IDS.proposal}/createAgreement`,
        '_blank',
      ),
    );
    expect(isMarked).toBe(true);
  });
});
