/**
 * The element (JSON, a list of script URLs) in which a server-rendered page names the app's code it
 * needs: @pb/core's SERVER_RENDER_PRELOADS_ID, written out because the entry imports nothing the
 * app shares (its task must stay small: it runs before the page's first frame).
 */
export const PRELOADS_ID = 'pb-preloads';

/**
 * Resolves once the page's first frame has been made (the next animation frame, then a task), at
 * once in a hidden tab, where no frame comes until it is shown.
 */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Whether `url` is a path on this page's own origin (not `//host/…`, nor `/\host/…`). */
function isOwnPath(url: unknown): url is string {
  if (typeof url !== 'string' || !url.startsWith('/')) return false;
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The script URLs the page lists, or none when it lists none or something else. */
function listedScripts(element: HTMLElement | null): string[] {
  try {
    const list = JSON.parse(element?.textContent ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter(isOwnPath) : [];
  } catch {
    return [];
  }
}

/**
 * For a page the server rendered (decision 0044): waits for its first frame, then preloads all of
 * the app's code it lists, at once (no round trip per import stage). Fetched while the page was
 * parsed, those scripts took the main thread for ~0.5 s (4× CPU) before the page was painted.
 * Returns false, and waits for nothing, on a page the app renders itself.
 */
export async function preloadAfterPaint(): Promise<boolean> {
  const element = document.getElementById(PRELOADS_ID);
  if (!element) return false;
  await afterFirstFrame();
  for (const url of listedScripts(element)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
  element.remove();
  return true;
}
