import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, type AppParts } from './app';

export { createApp } from './app';

/** Renders the app into `root`. */
export function mountApp(root: HTMLElement, app: AppParts): Root {
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  );
  return reactRoot;
}
