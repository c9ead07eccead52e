// The early-start chunk (decision 0036): index.html loads it as an async module before the app's
// entry, so it runs while the app's chunks are still arriving and being evaluated.
import {
  EARLY_CAPABILITIES_KEY,
  EARLY_CHUNKS_ID,
  EARLY_TOKEN_KEY,
  startEarly,
} from './early-start';
import type { EarlyWindow } from './early-store';

function readChunks(): Record<string, string[]> | null {
  try {
    const text = document.getElementById(EARLY_CHUNKS_ID)?.textContent;
    return text ? (JSON.parse(text) as Record<string, string[]>) : null;
  } catch {
    return null;
  }
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const store = startEarly({
  pathname: location.pathname,
  search: location.search,
  origin: location.origin,
  accessToken: readStored(EARLY_TOKEN_KEY),
  capabilityHint: readStored(EARLY_CAPABILITIES_KEY),
  chunks: readChunks(),
  preload(url) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.appendChild(link);
  },
  fetch: (...args) => fetch(...args),
  now: () => performance.now(),
});
if (store) (window as EarlyWindow).__pbEarly = store;
