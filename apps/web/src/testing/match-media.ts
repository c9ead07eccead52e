/** The test DOM has no layout: media queries answer from this width (and always prefer reduced motion). */
let viewportWidth = 1280;

export function setViewportWidth(width: number) {
  viewportWidth = width;
}

function matches(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return query.includes('reduce');
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

export function installMatchMedia() {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
