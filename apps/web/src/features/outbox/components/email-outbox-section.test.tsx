import type { EmailOutboxItem, EmailOutboxPage } from '@pb/core';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, setupMsw } from '../../../testing/msw';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { EmailOutboxSection } from './email-outbox-section';

const server = setupMsw();

const email = (n: number): EmailOutboxItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  to: `customer${n}@example.com`,
  subject: `Subject ${n}`,
  body: `Hello ${n}\nSecond line`,
  status: n % 2 ? 'sent' : 'stored',
  error: null,
  contractId: null,
  createdAt: '2026-11-24T13:05:00.000Z',
  sentAt: n % 2 ? '2026-11-24T13:06:00.000Z' : null,
});

describe('EmailOutboxSection', () => {
  it('asks the server for one page at a time and expands a body', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/emails/outbox', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const page = Number(url.searchParams.get('page'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        // 30 emails in all; page p holds numbers 30-(p-1)*size downwards (newest first).
        const first = 30 - (page - 1) * pageSize;
        const items = Array.from({ length: Math.min(pageSize, first) }, (_, i) => email(first - i));
        const body: EmailOutboxPage = { items, total: 30, page, pageSize };
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderWithProviders(<EmailOutboxSection />);
    const table = await screen.findByRole('table', { name: 'Emails' });
    expect(await within(table).findByText('customer30@example.com')).toBeTruthy();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    expect(asked).toEqual(['?page=1&pageSize=25']);
    expect(within(table).queryByText(/Hello 30/)).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Show body of Subject 30' }));
    expect(within(table).getByText(/Hello 30\s+Second line/)).toBeTruthy();
    const hide = within(table).getByRole('button', { name: 'Hide body of Subject 30' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByText('customer5@example.com')).toBeTruthy();
    expect(screen.getByText('26–30 of 30')).toBeTruthy();
    expect(asked).toContain('?page=2&pageSize=25');
    expect(within(table).queryByText('customer30@example.com')).toBeNull();
  });

  it('shows the failure message when the outbox cannot be read', async () => {
    server.use(
      http.get('/api/emails/outbox', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    renderWithProviders(<EmailOutboxSection />);
    expect((await screen.findAllByText('Could not get the email outbox.')).length).toBeGreaterThan(
      0,
    );
  });

  it('offers Retry on a dead email with its error, and queues it again', async () => {
    const dead: EmailOutboxItem = { ...email(7), status: 'dead', error: '550 mailbox full' };
    const retried: string[] = [];
    server.use(
      http.get('/api/emails/outbox', () =>
        HttpResponse.json({ items: [dead, email(8)], total: 2, page: 1, pageSize: 25 }),
      ),
      http.post('/api/emails/outbox/:id/retry', ({ params }) => {
        retried.push(String(params.id));
        return HttpResponse.json({ queued: true });
      }),
    );
    const { user } = renderWithProviders(<EmailOutboxSection />);
    const table = await screen.findByRole('table', { name: 'Emails' });
    await user.click(await within(table).findByRole('button', { name: 'Show body of Subject 8' }));
    // A stored (sent to the outbox only) email has nothing to retry.
    expect(within(table).queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Show body of Subject 7' }));
    expect(within(table).getByText('Error: 550 mailbox full')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(retried).toEqual([dead.id]));
  });
});
