import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '../../testing/test-utils';
import { MountWhenVisible } from './mount-when-visible';

/** The browser's observers, driven by hand: the test says when the card is near or the page idle. */
let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
let idle: (() => void) | undefined;

beforeEach(() => {
  observed = undefined;
  idle = undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => (callback(), 1));
});
afterEach(() => vi.unstubAllGlobals());

const card = () => (
  <MountWhenVisible label="Build" placeholderHeight={640}>
    <section aria-label="Build">Generate Optimal Build</section>
  </MountWhenVisible>
);

describe('MountWhenVisible', () => {
  it('holds a busy region named for the card until the page is idle, then mounts the card', async () => {
    render(card());
    const placeholder = screen.getByRole('region', { name: 'Build' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Generate Optimal Build')).toBeNull();

    await act(async () => idle!());
    expect(screen.getByText('Generate Optimal Build')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Build' }).getAttribute('aria-busy')).toBeNull();
  });

  it('mounts the card once it comes near the viewport, before the page is idle', async () => {
    render(card());
    await act(async () => observed!([{ isIntersecting: false }]));
    expect(screen.queryByText('Generate Optimal Build')).toBeNull();

    await act(async () => {
      observed!([{ isIntersecting: true }]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('Generate Optimal Build')).toBeTruthy();
  });
});
