import { PlatformError } from '@playsite/api';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMoneyAction } from './useMoneyAction.ts';

const lost = () =>
  new PlatformError({ kind: 'network', endpoint: 'walletTransfer', errorCode: 'network.error' });
const refused = () =>
  new PlatformError({
    kind: 'rejected',
    endpoint: 'walletTransfer',
    errorCode: 'wallet.balance.insufficient',
  });

describe('useMoneyAction', () => {
  it('after a lost answer says the outcome is unknown and retries the same intent with the same key', async () => {
    const perform = vi.fn<(input: { amount: number }, key: string) => Promise<string>>();
    perform.mockRejectedValueOnce(lost()).mockResolvedValueOnce('done');
    const { result } = renderHook(() => useMoneyAction(perform));

    await act(() => result.current.run({ amount: 500 }));
    expect(result.current.state.status).toBe('unknown');
    await act(() => result.current.run({ amount: 500 }));
    expect(result.current.state).toEqual({ status: 'done', result: 'done' });
    expect(perform.mock.calls[1]?.[1]).toBe(perform.mock.calls[0]?.[1]);
  });

  it('gives a changed intent, a refused one and a finished one a new key', async () => {
    const perform = vi.fn<(input: { amount: number }, key: string) => Promise<string>>();
    perform.mockRejectedValueOnce(lost()).mockRejectedValueOnce(refused()).mockResolvedValue('ok');
    const { result } = renderHook(() => useMoneyAction(perform));

    await act(() => result.current.run({ amount: 500 }));
    await act(() => result.current.run({ amount: 700 }));
    expect(result.current.state.status).toBe('failed');
    await act(() => result.current.run({ amount: 700 }));
    await act(() => result.current.run({ amount: 700 }));
    const keys = perform.mock.calls.map((call) => call[1]);
    expect(new Set(keys).size).toBe(4);
  });

  it('ignores a second submit while the first is pending', async () => {
    let finish: (value: string) => void = () => {};
    const perform = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useMoneyAction(perform));
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run({ amount: 1 });
      void result.current.run({ amount: 1 });
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      finish('ok');
      await first;
    });
    expect(perform).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(false);
  });
});
