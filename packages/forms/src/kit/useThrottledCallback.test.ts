import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useThrottledCallback } from './useThrottledCallback.ts';

describe('useThrottledCallback', () => {
  afterEach(() => vi.useRealTimers());

  it('drops calls within the window and accepts the next one after it', () => {
    vi.useFakeTimers();
    const spy = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(spy, 1000));
    act(() => {
      result.current('a');
      result.current('b');
    });
    expect(spy).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    act(() => result.current('c'));
    expect(spy).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    act(() => result.current('d'));
    expect(spy.mock.calls).toEqual([['a'], ['d']]);
  });
});
