import type { ResponsibleStatus } from '@playsite/api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { platform } from '../../common/api/platform.ts';
import { i18n, initI18n } from '../../common/i18n/index.ts';
import { RealityCheck } from './RealityCheck.tsx';

const status = (realityCheckMinutes: number | null): ResponsibleStatus => ({
  jurisdiction: 'GB',
  coolingHours: 24,
  promptDepositLimit: false,
  showSessionFigures: true,
  limits: [],
  activeBreak: null,
  realityCheckMinutes,
  session: { startedAt: Date.now() - 20 * 60_000, wagered: 5_000, net: -1_250 },
});

describe('RealityCheck', () => {
  beforeAll(async () => {
    await initI18n();
    await i18n.loadNamespaces(['wallet']);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('covers the game at the interval with time and net, until answered; stop leaves the game', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(platform, 'call').mockResolvedValue(status(15) as never);
    const stop = vi.fn();
    render(<RealityCheck onStop={stop} />);
    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality checks' });
    expect(dialog).toHaveTextContent(/This session: 3\d min played, net .*-?12\.50/);
    expect(screen.getByRole('link', { name: /limits and breaks/ })).toHaveAttribute(
      'href',
      '?centre=member/responsibleGaming',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop playing' }));
    expect(stop).toHaveBeenCalled();
  }, 30_000);

  it('shows nothing when no interval is chosen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(platform, 'call').mockResolvedValue(status(null) as never);
    render(<RealityCheck onStop={vi.fn()} />);
    await act(() => vi.advanceTimersByTimeAsync(600 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 30_000);
});
