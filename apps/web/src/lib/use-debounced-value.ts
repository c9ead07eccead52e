import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (the customer search waits 333 ms, the
 * average-bill look-up 33 ms; spec 3 §9).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
