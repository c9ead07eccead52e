import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { ConfirmProvider } from '../ui/confirm-dialog';
import { fireEvent, render, screen, waitFor } from '../../testing/test-utils';
import { Form } from './form';
import { LeaveGuardLayout } from './form-leave-guard';
import { FormSubmitButton } from './submit-button';
import { FormTextField } from './text-field';

const Schema = z.object({ name: z.string() });

/** A screen with one <Form> and nothing else: the guard comes with every form. */
function Screen() {
  const navigate = useNavigate();
  return (
    <Form
      schema={Schema}
      defaultValues={{ name: 'Ada' }}
      onSubmit={async () => {
        await Promise.resolve();
        // Saved: the screen moves on by itself (like a catalogue editor's onSaved).
        await navigate('/elsewhere');
      }}
      aria-label="Guarded"
    >
      <FormTextField name="name" label="Name" />
      <Link to="/elsewhere">Elsewhere</Link>
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>
  );
}

function renderGuarded() {
  const router = createMemoryRouter(
    [
      {
        Component: LeaveGuardLayout,
        children: [
          { path: '/', element: <Screen /> },
          { path: '/elsewhere', element: <p>Elsewhere page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ConfirmProvider>
      <RouterProvider router={router} />
    </ConfirmProvider>,
  );
  return router;
}

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the leave guard of every <Form>', () => {
  it('lets a clean form go without asking', async () => {
    const router = renderGuarded();
    expect(beforeUnload()).toBe(false);
    fireEvent.click(screen.getByText('Elsewhere'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it("asks the browser's beforeunload question and confirms in-app navigation while dirty", async () => {
    const router = renderGuarded();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grace' } });
    await waitFor(() => expect(beforeUnload()).toBe(true));
    fireEvent.click(screen.getByText('Elsewhere'));
    const stay = await screen.findByRole('button', { name: 'Cancel' });
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByText('Elsewhere'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('does not ask when a save moves on to the next screen', async () => {
    const router = renderGuarded();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grace' } });
    await waitFor(() => expect(beforeUnload()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
  });
});
