/**
 * Opens a page of the app in a new window, without a handle back to this one (the new page's
 * `window.opener` is null, as with `noopener`). Returns false when the browser blocked the window
 * (so the caller can open the page in this tab instead). `noopener` itself is not passed: with
 * it `window.open` always returns null, and a blocked window could not be told from an open one.
 */
export function openInNewWindow(href: string): boolean {
  const opened = window.open(href, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
