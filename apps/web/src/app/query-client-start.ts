import type { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { handleSessionExpiry } from './session-expiry';

/**
 * The app's query client, made when the first page other than /login needs it (`createApp`),
 * with the session-expiry handler subscribed before any request is sent.
 */
export function startQueryClient(
  router: Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>,
) {
  handleSessionExpiry(router);
  return createQueryClient();
}
