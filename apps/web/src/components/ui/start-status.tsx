import { useRouteError } from 'react-router';

/**
 * The spec's PLATFORM_MESSAGES.loading and .initFailed, written out: they show before @pb/core
 * has loaded, or when it could not be (start/show-load-failure.test.ts holds them together).
 */
export const LOADING_TEXT = 'Proposal Builder is loading...';
export const LOAD_FAILED_TEXT = 'Proposal Builder Initialization Failed!';

const PAGE_STYLE = {
  minHeight: '100vh',
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 24,
  boxSizing: 'border-box',
  font: '600 1.375rem/1.2 Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  textAlign: 'center',
} as const;

/**
 * 'Proposal Builder is loading...' while a page's code arrives (the router's HydrateFallback).
 * Plain React with inline styles: it shows before MUI has loaded, and on /login MUI never does.
 */
export function PageLoading() {
  return (
    <p role="status" style={{ ...PAGE_STYLE, color: 'rgba(0, 0, 0, 0.87)' }}>
      {LOADING_TEXT}
    </p>
  );
}

/**
 * 'Proposal Builder Initialization Failed!' when a page's code could not be loaded (a dropped
 * connection, a deploy in between): the router's outermost error element. Errors inside the app
 * layout are shown by its own error element (components/errors/route-error.tsx).
 */
export function LoadFailure() {
  const error = useRouteError();
  // Logged for whoever debugs; the page says only that it could not start.
  console.error(error);
  return (
    <p role="alert" style={{ ...PAGE_STYLE, color: '#b00020' }}>
      {LOAD_FAILED_TEXT}
    </p>
  );
}
