/**
 * Schemas built on first use in the browser (issue 15, decision 0043).
 *
 * Every schema of this package is a module-level value, so evaluating the package used to build
 * all of them (~300 zod schemas) in the browser's first long task, though a page parses with a
 * handful. In a browser `lazySchema(build)` returns a stand-in that calls `build` the first time
 * anything reads it (a parse, `.shape`, `.extend`, a parent schema's construction) and from then on
 * forwards every read and write to the built schema. Elsewhere (the server, which hands every
 * route's schema to fastify at start-up anyway, and scripts) it builds at once and returns the
 * schema itself.
 */
export function lazySchema<T extends object>(build: () => T): T {
  return 'document' in globalThis ? deferredSchema(build) : build();
}

/** The browser's stand-in: a proxy whose target is built by `build` on its first use. */
export function deferredSchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  let isBuilding = false;
  const schema = (): T => {
    if (built) return built;
    // A builder that reads its own schema would otherwise call itself until the stack ran out.
    if (isBuilding) throw new Error('A lazySchema was read while it was being built.');
    isBuilding = true;
    try {
      return (built = build());
    } finally {
      isBuilding = false;
    }
  };
  // The proxy's own target stays an empty object; every trap asks the built schema instead.
  // Getters run with the built schema as `this` (zod's derived members cache on the instance).
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value, schema()),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // A proxy may not report a property its (empty) target lacks as non-configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
