import type { Customer } from '@pb/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderWithProviders, screen, waitFor } from '../../../testing/test-utils';
import { buildCustomer } from '../../../testing/factories';
import { configHandler, setupMsw } from '../../../testing/msw';
import { CustomerInfoCard } from './customer-info-card';

// The satellite map asks for the maps key (GET /api/config).
setupMsw(configHandler());

/** The browser's observers, driven by hand: nothing comes into view until the test says idle. */
let idle: (() => void) | undefined;
beforeEach(() => {
  idle = undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => vi.unstubAllGlobals());

/** Saves (PATCH /api/customers) wait here for the test to answer them, the oldest first. */
function holdSaves() {
  const waiting: ((response: Response) => void)[] = [];
  let sent = 0;
  vi.stubGlobal(
    'fetch',
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
        if (method !== 'PATCH') return; // nothing else is answered in these tests
        sent += 1;
        waiting.push(resolve);
      }),
  );
  return { sent: () => sent, answer: (response: Response) => waiting.shift()!(response) };
}

/** Maria Alvarez at `version`, not yet located, with a phone and an email. */
const customer = (version: number, overrides: Partial<Customer> = {}): Customer =>
  buildCustomer({
    latitude: null,
    longitude: null,
    locationSource: 'unknown',
    phone: '(602) 555-0142',
    email: 'maria@example.com',
    version,
    ...overrides,
  });

describe('CustomerInfoCard', () => {
  it('shows the fields after Address once the page is idle, and keeps them when a save brings a new version', async () => {
    const view = renderWithProviders(
      <CustomerInfoCard customer={customer(3)} onReload={vi.fn()} />,
    );
    expect(screen.getByLabelText(/^Address/)).toBeTruthy();
    expect(screen.queryByLabelText('Phone')).toBeNull();
    expect(screen.getByRole('region', { name: 'More customer info' })).toBeTruthy();

    await act(async () => idle!());
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(602) 555-0142');

    // The saved customer comes back with the next version: the form is made anew, and the
    // fields below the fold are there at once (before, they blinked back to the placeholder).
    view.rerender(<CustomerInfoCard customer={customer(4)} onReload={vi.fn()} />);
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(602) 555-0142');
    expect(screen.queryByRole('region', { name: 'More customer info' })).toBeNull();
  });

  it('a field below the fold keeps its element and the focus when the card renders again', async () => {
    const { user, rerender } = renderWithProviders(
      <CustomerInfoCard customer={customer(3)} onReload={vi.fn()} />,
    );
    await act(async () => idle!());
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    await user.click(phone);
    await user.keyboard('{End} x');
    // The same version again (a refetch, a parent's render): nothing may be made anew. Before,
    // the card's second render swapped the fields' wrapper, and the rep typing a phone number
    // lost the field and the keys after.
    rerender(<CustomerInfoCard customer={customer(3)} onReload={vi.fn()} />);
    expect(screen.getByLabelText('Phone')).toBe(phone);
    expect(document.activeElement).toBe(phone);
    await user.keyboard('9');
    expect(phone.value).toBe('(602) 555-0142 x9');
  });

  it('an error Save finds in a field not yet shown appears when the field does', async () => {
    // A saved email the form refuses (one brought in by a lead, say).
    const { user } = renderWithProviders(
      <CustomerInfoCard customer={customer(3, { email: 'not-an-email' })} onReload={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Invalid email address')).toBeNull();

    await act(async () => idle!());
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });

  it('keeps the focus in the field where Enter saved when the form is made anew for the new version', async () => {
    const saves = holdSaves();
    const view = renderWithProviders(
      <CustomerInfoCard customer={customer(3)} onReload={vi.fn()} />,
    );
    await act(async () => idle!());
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    act(() => phone.focus());
    // Enter in the field submits the form; the saved customer comes back with the next version.
    fireEvent.submit(phone.form!);
    await waitFor(() => expect(saves.sent()).toBe(1));
    view.rerender(
      <CustomerInfoCard customer={customer(4, { phone: '(602) 555-0199' })} onReload={vi.fn()} />,
    );
    const newPhone = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(newPhone).not.toBe(phone);
    expect(newPhone.value).toBe('(602) 555-0199');
    expect(document.activeElement).toBe(newPhone);

    // Saved with the button: the new form's Save has the focus.
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(saves.sent()).toBe(2));
    view.rerender(<CustomerInfoCard customer={customer(5)} onReload={vi.fn()} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));

    // A new version that no save here asked for (another user's change) takes no focus.
    act(() => (document.activeElement as HTMLElement).blur());
    view.rerender(<CustomerInfoCard customer={customer(6)} onReload={vi.fn()} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('a save the server refuses leaves no focus waiting for the next version', async () => {
    const saves = holdSaves();
    const view = renderWithProviders(
      <CustomerInfoCard customer={customer(3)} onReload={vi.fn()} />,
    );
    await act(async () => idle!());
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    act(() => phone.focus());
    fireEvent.submit(phone.form!);
    await waitFor(() => expect(saves.sent()).toBe(1));
    await act(async () =>
      saves.answer(Response.json({ code: 'INTERNAL', message: 'Database down' }, { status: 500 })),
    );
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(await screen.findByText('Customer failed to Update!')).toBeTruthy();

    // Later another user's change brings a new version; the focus stays where the rep left it.
    act(() => phone.blur());
    view.rerender(<CustomerInfoCard customer={customer(4)} onReload={vi.fn()} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('a save the form refuses (a required field emptied) leaves no focus waiting either', async () => {
    const saves = holdSaves();
    const view = renderWithProviders(
      <CustomerInfoCard customer={customer(3)} onReload={vi.fn()} />,
    );
    await act(async () => idle!());
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(screen.getByLabelText(/^First Name/), { target: { value: '' } });
    act(() => phone.focus());
    fireEvent.submit(phone.form!);
    expect(await screen.findByText(/required/i)).toBeTruthy();
    expect(saves.sent()).toBe(0);

    act(() => (document.activeElement as HTMLElement).blur());
    view.rerender(<CustomerInfoCard customer={customer(4)} onReload={vi.fn()} />);
    expect(document.activeElement).toBe(document.body);
  });
});
