import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('starts one run for two calls in the same moment, and another once it ended', async () => {
    let calls = 0;
    let release!: () => void;
    const { result } = renderHook(() =>
      useSingleFlight(async () => {
        calls++;
        await new Promise<void>((resolve) => (release = resolve));
      }),
    );
    let first!: Promise<void>;
    act(() => {
      first = result.current.run();
      void result.current.run();
    });
    expect(calls).toBe(1);
    expect(result.current.isRunning).toBe(true);
    await act(async () => {
      release();
      await first;
    });
    expect(result.current.isRunning).toBe(false);
    act(() => void result.current.run());
    expect(calls).toBe(2);
  });

  it('a failed run frees the next one', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useSingleFlight(async () => {
        calls++;
        throw new Error('no');
      }),
    );
    await act(async () => {
      await result.current.run().catch(() => undefined);
    });
    await act(async () => {
      await result.current.run().catch(() => undefined);
    });
    expect(calls).toBe(2);
  });
});
