import { MONTHS, PROPOSAL_MESSAGES, type ProposalView } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { IDS, proposalView } from '../../../../features/proposals/testing/proposal-fixtures';
import { proposalScreenHandlers } from '../../../../features/proposals/testing/proposal-handlers';
import { buildMe } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import { screen, signInWithTokens, waitFor } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const server = setupMsw(configHandler());
const URL = `/customers/${IDS.customer}/proposals/${IDS.proposal}`;
const zeros = MONTHS.map(() => new Array<number>(24).fill(0));

/** A saved proposal whose post-solar plan is hourly. */
function hourlyView(): ProposalView {
  const view = proposalView();
  return {
    ...view,
    details: {
      ...view.details,
      postSolarPlan: {
        ...view.details.postSolarPlan!,
        hourly: {
          tariff: {
            energyratestructure: [[{ rate: 0.2, unit: 'kWh' }]],
            energyweekdayschedule: zeros,
            energyweekendschedule: zeros,
          },
          metering: 'net-metering',
        },
      },
    },
  };
}

describe('the editor on an hourly plan the server cannot bill now', () => {
  it('says so with Retry, instead of a skeleton for ever or month-group money', async () => {
    let asked = 0;
    server.use(
      meHandler(buildMe('Admin')),
      ...proposalScreenHandlers({ view: hourlyView() }),
      http.get(`/api/Proposals/${IDS.proposal}/hours`, () => {
        asked += 1;
        return HttpResponse.json({ hours: null });
      }),
    );
    signInWithTokens();
    const { user } = renderApp(URL);
    expect(
      await screen.findByText(PROPOSAL_MESSAGES.hourlyBillUnavailable, {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Proposal summary' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(asked).toBe(2));
  });
});
