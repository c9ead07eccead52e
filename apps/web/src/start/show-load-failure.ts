import { LOAD_FAILED_TEXT } from '../components/ui/start-status';

export { LOAD_FAILED_TEXT };

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
