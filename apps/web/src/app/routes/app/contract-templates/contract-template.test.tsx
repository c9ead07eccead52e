import type { DocumentTemplateDetails, SaveContractTemplateInput } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import { screen, signInWithTokens, waitFor, within } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const PANDADOC_ID = 'builtin-cee-solar-agreement-nc';
const details: DocumentTemplateDetails = {
  id: PANDADOC_ID,
  name: 'CEE Solar Agreement NC',
  fields: [
    { uuid: 'f-1', name: 'Client.FirstName' },
    { uuid: 'f-2', name: 'System.SizeKw' },
  ],
};

const server = setupMsw(
  configHandler(),
  meHandler(buildMe('Admin')),
  http.get('/api/ContractTemplates', () => HttpResponse.json([])),
);

describe('/contract-templates/{id}', () => {
  it("a 404 starts a new, empty mapping over the provider's fields and saves it", async () => {
    let sent: SaveContractTemplateInput | undefined;
    server.use(
      http.get(`/api/ContractTemplates/${PANDADOC_ID}`, () =>
        HttpResponse.json(
          { code: 'NOT_FOUND', message: 'Contract Template not found.' },
          { status: 404 },
        ),
      ),
      http.get(`/api/DocumentTemplates/${PANDADOC_ID}/details`, () => HttpResponse.json(details)),
      http.patch('/api/ContractTemplates', async ({ request }) => {
        sent = (await request.json()) as SaveContractTemplateInput;
        return HttpResponse.json(
          {
            id: '00000000-0000-4000-8000-000000000001',
            pandadocId: PANDADOC_ID,
            fields: sent.fields,
            dateCreated: '2026-01-01T00:00:00.000Z',
            isActive: true,
            version: 0,
          },
          { status: 201 },
        );
      }),
    );
    signInWithTokens();
    const { user, router } = renderApp(`/contract-templates/${PANDADOC_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Contract Template: CEE Solar Agreement NC' }),
    ).toBeTruthy();
    // The 404 is the "new template" answer, not a failure.
    expect(screen.queryByText('Could not get Contract Template.')).toBeNull();
    const table = screen.getByRole('table', { name: 'Template fields' });
    const firstName = within(table).getByRole('combobox', { name: 'Client.FirstName' });
    expect(firstName.textContent).toBe('Not mapped');
    await user.click(firstName);
    await user.click(await screen.findByRole('option', { name: 'Customer First Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contract Template Updated.')).toBeTruthy();
    expect(sent).toEqual({
      pandadocId: PANDADOC_ID,
      fields: [
        { pandadocFieldId: 'f-1', name: 'Client.FirstName', value: 'customerFirstName' },
        { pandadocFieldId: 'f-2', name: 'System.SizeKw', value: '' },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contract-templates'));
  });
});
