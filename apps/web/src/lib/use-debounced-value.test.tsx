import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../testing/test-utils';
import { useDebouncedValue } from './use-debounced-value';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('answers the latest value only once it has been still for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 33), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(20));
    rerender({ value: 3 });
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(13));
    expect(result.current).toBe(3);
  });
});
