/**
 * The page request the server is rendering (server rendering, decision 0044): whose token the
 * app's API calls carry, the origin they resolve against and how they reach the API in-process.
 * Undefined in the browser, where the API client uses localStorage, the page's origin and fetch.
 * Only the server's render entry (src/ssr/entry-server.tsx) sets the source.
 */
export type ServerRequest = {
  accessToken: string;
  origin: string;
  fetch: typeof fetch;
};

let source: () => ServerRequest | undefined = () => undefined;

/** The request being rendered on the server, or undefined (always, in the browser). */
export const serverRequest = (): ServerRequest | undefined => source();

/** Server rendering only: where `serverRequest` finds the request being rendered. */
export function setServerRequestSource(next: () => ServerRequest | undefined) {
  source = next;
}
