import type { ResponsibleStatus } from '@playsite/api';
import { PlatformError } from '@playsite/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { platform } from '../../common/api/platform.ts';
import { i18n, initI18n } from '../../common/i18n/index.ts';
import { BreakForm } from './BreakForm.tsx';
import { LimitForm } from './LimitForm.tsx';

const status: ResponsibleStatus = {
  jurisdiction: 'GB',
  coolingHours: 24,
  promptDepositLimit: false,
  showSessionFigures: true,
  limits: [
    {
      kind: 'deposit',
      period: 'week',
      amount: 50_000,
      pending: { amount: 80_000, effectiveAt: Date.UTC(2026, 11, 3, 12) },
    },
  ],
  activeBreak: null,
  realityCheckMinutes: 60,
  session: { startedAt: Date.now(), wagered: 0, net: 0 },
};

describe('responsible gaming forms', () => {
  beforeAll(async () => {
    await initI18n();
    await i18n.loadNamespaces(['wallet', 'forms', 'errors']);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the limit in force and the pending increase, checks amounts, and sends minor units', async () => {
    const call = vi.spyOn(platform, 'call').mockResolvedValue(status as never);
    const saved = vi.fn();
    const user = userEvent.setup();
    render(<LimitForm kind="deposit" status={status} onSaved={saved} />);
    const week = screen.getByRole('textbox', { name: 'Per 7 days' });
    expect(week).toHaveValue('500.00');
    expect(screen.getByText(/In force: .*500\.00 · Changes to .*800\.00 on/)).toBeInTheDocument();
    const day = screen.getByRole('textbox', { name: 'Per 24 hours' });
    await user.type(day, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/at most 2 decimals/)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await user.clear(day);
    await user.type(day, '100.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('responsibleSetLimit', {
      kind: 'deposit',
      period: 'day',
      amount: 10_050,
    });
  }, 30_000);

  it('takes a break only after the confirm box, and says why a refusal happened', async () => {
    const call = vi.spyOn(platform, 'call').mockRejectedValue(
      new PlatformError({
        kind: 'rejected',
        endpoint: 'responsibleTakeBreak',
        errorCode: 'responsible.break.invalid',
        message: 'no such break',
      }) as never,
    );
    const user = userEvent.setup();
    render(<BreakForm status={status} onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Start the break' }));
    expect(await screen.findByText(/Tick the box/)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Length of the break/ }));
    await user.click(await screen.findByRole('option', { name: 'Time-out: 24 hours' }));
    await user.click(screen.getByRole('checkbox', { name: /cannot be lifted/ }));
    await user.click(screen.getByRole('button', { name: 'Start the break' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('responsibleTakeBreak', { kind: 'timeout', span: '24h' }),
    );
    expect(await screen.findByText('Choose one of the break lengths offered.')).toBeInTheDocument();
  }, 30_000);
});
