import type { CrmOutboxItem } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, setupMsw } from '../../../testing/msw';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { CrmOutboxSection } from './crm-outbox-section';

const server = setupMsw();

const deadPush: CrmOutboxItem = {
  id: 41,
  kind: 'crm-onboarding',
  contractId: '00000000-0000-4000-8000-000000000041',
  customerName: 'Maria Alvarez',
  status: 'dead',
  attempts: 12,
  error: 'POST /CustomerInstalls: HTTP 400',
  nextAttemptAt: null,
  createdAt: '2026-11-24T13:05:00.000Z',
  doneAt: null,
  steps: [
    { kind: 'opportunity', status: 'done', crmId: 'OPP-7', error: '' },
    { kind: 'customerInstall', status: 'failed', crmId: '', error: 'HTTP 400: zip is not valid' },
    { kind: 'siteSurvey', status: 'pending', crmId: '', error: '' },
  ],
};

const sentPortal: CrmOutboxItem = {
  ...deadPush,
  id: 42,
  kind: 'portal-onboarding',
  customerName: 'Lucia Chen',
  status: 'sent',
  attempts: 1,
  error: null,
  doneAt: '2026-11-24T13:06:00.000Z',
  steps: [],
};

describe('CrmOutboxSection', () => {
  it("lists the onboardings' calls and shows a dead push's records with Retry", async () => {
    const retried: string[] = [];
    server.use(
      http.get('/api/crm/outbox', () =>
        HttpResponse.json({ items: [deadPush, sentPortal], total: 2, page: 1, pageSize: 25 }),
      ),
      http.post('/api/crm/outbox/:id/retry', ({ params }) => {
        retried.push(String(params.id));
        return HttpResponse.json({ queued: true });
      }),
    );
    const { user } = renderWithProviders(<CrmOutboxSection />);
    const table = await screen.findByRole('table', { name: 'CRM and portal calls' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('CRM onboarding');
    expect(rows[1]!.textContent).toContain('Maria Alvarez');
    expect(rows[1]!.textContent).toContain('dead');
    expect(rows[2]!.textContent).toContain('Customer portal');
    expect(rows[2]!.textContent).toContain('sent');

    await user.click(
      within(table).getByRole('button', { name: 'Show body of CRM onboarding of Maria Alvarez' }),
    );
    const records = within(table).getByRole('list', {
      name: 'Records of CRM onboarding of Maria Alvarez',
    });
    const items = within(records).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Opportunity: done (OPP-7)',
      'Customer install: failedHTTP 400: zip is not valid',
      'Site survey: pending',
    ]);
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Queued to send again.');
    expect(retried).toEqual(['41']);

    // A sent call has nothing to retry.
    await user.click(
      within(table).getByRole('button', { name: 'Show body of Customer portal of Lucia Chen' }),
    );
    expect(within(table).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
