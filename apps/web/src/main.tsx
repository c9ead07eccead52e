import { createApp, mountApp } from './app/mount-app';
import { showLoadFailure } from './start/show-load-failure';

/**
 * The entry: React, React Router and the route table, nothing else (decision 0063). The router
 * loads each page's code lazily: /login is plain React; every other page's layout evaluates
 * @pb/core and MUI in tasks of their own first (decision 0040, `router.tsx`).
 */
function start() {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  mountApp(element, createApp());
}

try {
  start();
} catch (error: unknown) {
  const element = document.getElementById('root');
  if (element) showLoadFailure(element);
  throw error;
}
