import { describe, expect, it } from 'vitest';
import { buildMe } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import { screen, signInWithTokens, within } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const server = setupMsw(
  configHandler(),
  meHandler(buildMe('Admin')),
  http.get('/api/Installers', () => HttpResponse.json([])),
  http.get('/api/FinanceOptions', () => HttpResponse.json([])),
);

describe('/finance-options', () => {
  it("a failed create shows the product's wording, 'Could not create User.'", async () => {
    let body: unknown;
    server.use(
      http.patch('/api/FinanceOptions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 });
      }),
    );
    signInWithTokens();
    const { user } = renderApp('/finance-options');
    expect(await screen.findByText('No finance options yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create New Finance Option' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Finance Option' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Sunlight 25');
    await user.type(within(dialog).getByLabelText(/APR/), '4.99');
    await user.type(within(dialog).getByLabelText(/Length In Years/), '25');
    await user.type(within(dialog).getByLabelText(/Min EPC/), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Could not create User.')).toBeTruthy();
    expect(body).toMatchObject({ name: 'Sunlight 25', apr: 4.99, lengthInYears: 25, minEpc: 2.5 });
    expect(screen.getByRole('dialog', { name: 'Create New Finance Option' })).toBeTruthy();
  });
});
