/**
 * The spec's 'Proposal Builder Initialization Failed!' (PLATFORM_MESSAGES.initFailed), written out:
 * it is shown when a part of the app could not be loaded, and @pb/core may be that part.
 */
export const LOAD_FAILED_TEXT = 'Proposal Builder Initialization Failed!';

/**
 * Replaces the page with the failure sentence when the app's code could not be loaded (a dropped
 * connection, a deploy in between), instead of leaving it blank. Plain DOM: React may be what
 * failed to load.
 */
export function showLoadFailure(root: HTMLElement) {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font: 16px Roboto, Arial, sans-serif; margin: 48px; color: #b00020';
  message.textContent = LOAD_FAILED_TEXT;
  root.replaceChildren(message);
}
