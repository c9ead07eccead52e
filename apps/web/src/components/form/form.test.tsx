import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { act, render, screen, waitFor } from '../../testing/test-utils';
import userEvent from '@testing-library/user-event';
import { Form } from './form';
import { FormSubmitButton } from './submit-button';
import { FormTextField } from './text-field';
import { useFormField } from './use-form-field';
import { useFormIsDirty } from './use-form-state';

const Schema = z.object({ first: z.string(), second: z.string().min(1, 'Second is required') });

/** A field that counts how often it renders (the render is the work the page pays for). */
function CountedField({ renders }: { renders: { count: number } }) {
  renders.count++;
  const { field } = useFormField('first');
  return <input aria-label="First" {...field} />;
}

function DirtyState() {
  return <p>{useFormIsDirty() ? 'Unsaved' : 'Saved'}</p>;
}

/** A form of two fields, outside any router (the leave guard needs none to render). */
function renderForm(onSubmit: () => Promise<void>) {
  const renders = { count: 0 };
  render(
    <Form
      schema={Schema}
      defaultValues={{ first: 'Ada', second: 'Lovelace' }}
      onSubmit={onSubmit}
      aria-label="Two fields"
    >
      <CountedField renders={renders} />
      <FormTextField name="second" label="Second" />
      <DirtyState />
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>,
  );
  return renders;
}

describe('Form', () => {
  // Issue 15: react-hook-form's state object changes when the form is ready (right after mount),
  // dirty or submitting; the context handed every field that object, so each change rendered
  // every field of the form again (the customer page's ~1,600 components, once more on load).
  it('renders a field once on mount and not again when another field makes the form dirty', async () => {
    const user = userEvent.setup({ delay: null });
    const renders = renderForm(() => Promise.resolve());
    await screen.findByText('Saved');
    expect(renders.count).toBe(1);

    await user.type(screen.getByLabelText('Second'), 'x');
    await screen.findByText('Unsaved');
    expect(renders.count).toBe(1);
  });

  it('still shows what the fields subscribe to: unsaved input, the submit in flight, a check', async () => {
    const user = userEvent.setup({ delay: null });
    let finish = () => {};
    renderForm(() => new Promise<void>((resolve) => (finish = resolve)));

    await user.clear(screen.getByLabelText('Second'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Second is required');
    screen.getByText('Unsaved');

    await user.type(screen.getByLabelText('Second'), 'Byron');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    await waitFor(() => expect(save().disabled).toBe(true));
    await act(async () => finish());
    await waitFor(() => expect(save().disabled).toBe(false));
    // Saved: what the form holds is what the server has.
    await screen.findByText('Saved');
  });
});
