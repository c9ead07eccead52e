/**
 * The test DOM (jsdom before decision 0074, happy-dom now) computes a style by matching every rule
 * of every style sheet against the element, on each `getComputedStyle` call, and MUI's emotion
 * writes hundreds of rules. Testing Library asks for the style of each element it visits while it
 * works out accessible names (`getByRole(…, { name })`): in jsdom this was most of a whole-screen
 * test's time, in happy-dom a tenth. The styles are remembered per element until the document
 * changes: any mutation (a node, an attribute, a style sheet's text) seen through `takeRecords()`
 * before an answer forgets them all, so a style is never older than the DOM.
 */
export function installComputedStyleCache() {
  const compute = window.getComputedStyle.bind(window);
  const observer = new MutationObserver(() => undefined);
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  let cache = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (observer.takeRecords().length > 0) cache = new WeakMap();
    let styles = cache.get(element);
    if (!styles) cache.set(element, (styles = new Map()));
    const key = pseudoElement ?? '';
    let style = styles.get(key);
    if (!style) styles.set(key, (style = compute(element, pseudoElement)));
    return style;
  };
}
