import Button from '@mui/material/Button';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders, screen, within } from '../../testing/test-utils';
import { Form } from './form';
import { FormOrderedChecklistField } from './ordered-checklist-field';

const Schema = z.object({ items: z.array(z.string()).min(1, 'Pick one.') });
type Values = z.infer<typeof Schema>;

const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
  { value: 'd', label: 'Delta' },
];

function renderChecklist(items: string[]) {
  const submitted: Values[] = [];
  const utils = renderWithProviders(
    <Form schema={Schema} defaultValues={{ items }} onSubmit={(values) => submitted.push(values)}>
      <FormOrderedChecklistField name="items" label="Items" options={OPTIONS} />
      <Button type="submit">Submit</Button>
    </Form>,
  );
  const rows = () =>
    within(screen.getByRole('list', { name: 'Items' }))
      .getAllByRole('listitem')
      .map((row) => row.querySelector('label')?.textContent);
  return { ...utils, submitted, rows };
}

describe('FormOrderedChecklistField', () => {
  it('lists the value first in its order, then the other options', () => {
    const { rows } = renderChecklist(['c', 'a']);
    expect(rows()).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta']);
    expect(screen.getByRole('checkbox', { name: 'Bravo' })).toHaveProperty('checked', false);
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('moves rows with the arrows; the value is the ticked rows in the shown order', async () => {
    const { user, rows, submitted } = renderChecklist(['a', 'b', 'c']);
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Delta down' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    await user.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    expect(rows()).toEqual(['Bravo', 'Charlie', 'Alpha', 'Delta']);
    // The moved row keeps the focus, so the arrow can be pressed again from the keyboard.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Alpha down');
    expect(screen.getByText('Alpha moved to position 3 of 4')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Bravo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Delta' }));
    await user.click(screen.getByRole('button', { name: 'Move Delta up' }));
    expect(rows()).toEqual(['Bravo', 'Charlie', 'Delta', 'Alpha']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ items: ['c', 'd', 'a'] }]);
  });

  it('an unticked row keeps its place; unticking every row shows the schema message', async () => {
    const { user, rows } = renderChecklist(['a', 'b']);
    await user.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    expect(rows()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(screen.getAllByText('Not included')).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Bravo' }));
    expect(await screen.findByText('Pick one.')).toBeTruthy();
  });
});
