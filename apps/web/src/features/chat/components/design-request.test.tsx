import { CHAT_MESSAGES as M } from '@pb/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMsw } from '../../../testing/msw';
import { renderWithProviders, screen } from '../../../testing/test-utils';
import { DesignRequest } from './design-request';

const server = setupMsw();
const customerId = '00000000-0000-4000-8000-000000000321';

/** The snackbars on screen that read `text`, with their variant (notistack's class). */
const snackbarsReading = (text: string) =>
  screen
    .queryAllByRole('alert')
    .filter((alert) => alert.textContent?.includes(text))
    .map((alert) => /notistack-MuiContent-(\w+)/.exec(alert.className)?.[1]);

describe('/design/{id}', () => {
  it("says once, as information, that the customer's initial request already exists (409)", async () => {
    let posts = 0;
    server.use(
      http.post('/api/chats/requests', () => {
        posts += 1;
        return HttpResponse.json(
          { code: 'CONFLICT', message: M.initialRequestAlreadyCreated },
          { status: 409 },
        );
      }),
    );
    renderWithProviders(<DesignRequest customerId={customerId} isOld={false} />, {
      route: `/design/${customerId}`,
    });
    await screen.findAllByText(M.initialRequestAlreadyCreated);
    // The query client's error snackbar for a 409 would come in the same tick as the caller's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(snackbarsReading(M.initialRequestAlreadyCreated)).toEqual(['info']);
    expect(posts).toBe(1);
  });
});
