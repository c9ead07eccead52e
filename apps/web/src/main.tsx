import { showLoadFailure } from './start/show-load-failure';

/** A task boundary: the browser first runs what is queued (the early start's answers, input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's modules are evaluated in three tasks, not in the one task of a static import (issue
 * 15, decision 0040): @pb/core with zod, then MUI, then the router and shared code; the router
 * then starts in a fourth. index.html preloads every part (build-tools/early-start.ts), so this
 * costs no round trip.
 */
async function start() {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  await nextTask();
  // One name, not the namespace: a bare import() would keep every export of @pb/core in the build.
  const { PLATFORM_MESSAGES: _evaluated } = await import('@pb/core');
  await nextTask();
  // Any MUI module: the build puts MUI and emotion in one chunk, evaluated here as a whole.
  await import('@mui/material/styles');
  await nextTask();
  const { createApp, mountApp } = await import('./app/mount-app');
  // The router and the query client are made here, in a task of their own, not inside the first
  // render: the router's start (matching, the route's chunks and loaders) no longer lengthens the
  // task that renders the shell (decision 0043).
  await nextTask();
  mountApp(element, createApp());
}

start().catch((error: unknown) => {
  const element = document.getElementById('root');
  if (element) showLoadFailure(element);
  throw error;
});
