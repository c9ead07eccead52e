import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App, type AppParts } from './app';

export { createApp } from './app';

/**
 * A page the server rendered (decision 0044) arrives `inert`: seen, but not yet answering clicks
 * and keys, which would be lost before the app runs. The app lifts it once it has hydrated.
 */
function Live({ root, children }: { root: HTMLElement; children: ReactNode }) {
  // At the commit that attached its handlers, before the browser paints again.
  useLayoutEffect(() => root.removeAttribute('inert'), [root]);
  // The app as the only child: a sibling would change every useId below, and so the ids the
  // server rendered.
  return children;
}

/**
 * Renders the app into `root`, or hydrates the page the server rendered there (`isHydrating`):
 * as a transition, in slices between the browser's other work (a click, a paint), not in the one
 * long task of a default-priority hydration.
 */
export function mountApp(root: HTMLElement, app: AppParts, isHydrating: boolean): Root {
  const tree = (
    <StrictMode>
      <Live root={root}>
        <App {...app} />
      </Live>
    </StrictMode>
  );
  if (!isHydrating) {
    const reactRoot = createRoot(root);
    reactRoot.render(tree);
    return reactRoot;
  }
  let reactRoot: Root | undefined;
  startTransition(() => {
    reactRoot = hydrateRoot(root, tree);
  });
  return reactRoot!;
}
