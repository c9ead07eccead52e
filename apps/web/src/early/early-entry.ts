// The early-start chunk (decision 0079): index.html loads it as an async module before the app's
// entry, so the route's chunks are requested while the entry's are still arriving and running.
import { EARLY_CHUNKS_ID, preloadRouteChunks } from './early-start';

function readChunks(): Record<string, string[]> | null {
  try {
    const text = document.getElementById(EARLY_CHUNKS_ID)?.textContent;
    return text ? (JSON.parse(text) as Record<string, string[]>) : null;
  } catch {
    return null;
  }
}

preloadRouteChunks(location.pathname, readChunks(), (url) => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.appendChild(link);
});
