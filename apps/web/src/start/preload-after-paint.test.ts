import { SERVER_RENDER_PRELOADS_ID } from '@pb/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_ID, preloadAfterPaint } from './preload-after-paint';

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

function renderedPage(list: string) {
  document.body.innerHTML = `<div id="root" inert><h1>Page</h1></div><script type="application/json" id="${PRELOADS_ID}">${list}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('preloadAfterPaint', () => {
  it("reads the element the server writes (@pb/core's id)", () => {
    expect(PRELOADS_ID).toBe(SERVER_RENDER_PRELOADS_ID);
  });

  it('preloads nothing and waits for nothing on a page the app renders itself', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    document.body.innerHTML = '<div id="root"></div>';
    expect(await preloadAfterPaint()).toBe(false);
    expect(frame).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });

  it("preloads the listed scripts only after the page's first frame, then drops the list", async () => {
    let paint: FrameRequestCallback | undefined;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      paint = callback;
      return 1;
    });
    renderedPage('["/assets/core-1.js","/assets/customer-2.js"]');
    const done = preloadAfterPaint();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded()).toEqual([]);
    paint!(performance.now());
    expect(await done).toBe(true);
    expect(preloaded()).toEqual([
      ['/assets/core-1.js', ''],
      ['/assets/customer-2.js', ''],
    ]);
    expect(document.getElementById(PRELOADS_ID)).toBeNull();
  });

  it('does not wait for a frame in a hidden tab (none comes until it is shown)', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    renderedPage('["/assets/core-1.js"]');
    expect(await preloadAfterPaint()).toBe(true);
    expect(frame).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([['/assets/core-1.js', '']]);
  });

  it.each([
    ['not JSON', '[/assets/core-1.js'],
    ['not a list', '{"a":"/assets/core-1.js"}'],
    [
      'another origin',
      '["https://evil.example/x.js","//evil.example/y.js","/\\\\evil.example/z.js"]',
    ],
    ['not strings', '[1,null]'],
  ])('preloads nothing from a list that is %s', async (_, list) => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderedPage(list);
    expect(await preloadAfterPaint()).toBe(true);
    expect(preloaded()).toEqual([]);
  });
});
