import { useCallback, useRef, useState } from 'react';

/**
 * Once per intent on the screen (decision 0046): runs `task` unless a run is still going, and
 * says so for the button to be disabled. The ref closes the gap before React re-renders, so two
 * clicks in the same moment (a double click) start one run. The API client's Idempotency-Key
 * covers what gets past it (another tab, a retry after a dropped answer).
 */
export function useSingleFlight<A extends unknown[]>(task: (...args: A) => Promise<unknown>) {
  const latest = useRef(task);
  latest.current = task;
  const running = useRef(false);
  const [isRunning, setIsRunning] = useState(false);
  const run = useCallback(async (...args: A): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setIsRunning(true);
    try {
      await latest.current(...args);
    } finally {
      running.current = false;
      setIsRunning(false);
    }
  }, []);
  return { run, isRunning };
}
