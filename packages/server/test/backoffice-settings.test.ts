import { describe, expect, it } from 'vitest';
import { newOperator } from './backoffice-support.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

interface Settings {
  mode: 'normal' | 'maintenance' | 'region';
  flags: { modId: string; enabled: boolean; parent: string | null }[];
}

describe.each(backends)('back office settings (%s)', (backend) => {
  const app = useHarness(backend, (harness) => harness);

  /** What the site's own status call answers now. */
  const siteStatus = async () => {
    const response = await app.harness.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: 'demo' },
    });
    return JSON.parse(response.body).value as { maintenance: boolean; regionRestriction: boolean };
  };

  it('switches the site to maintenance and back, and a feature flag off and on, each audited', async () => {
    const owner = await newOperator(app.harness, 'owner');
    const settings = await owner.ok<Settings>('GET', '/settings');
    expect(settings.mode).toBe('normal');
    const flag = settings.flags.find((one) => one.enabled);
    expect(flag, 'the seed has flags on').toBeDefined();
    if (!flag) return;

    await owner.ok('POST', '/settings/system-status', { mode: 'maintenance' });
    // The platform's settings are read at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await siteStatus()).toMatchObject({ maintenance: true });
    await owner.ok('POST', '/settings/system-status', { mode: 'normal' });
    await owner.ok('POST', '/settings/flags', { modId: flag.modId, enabled: false });
    const after = await owner.ok<Settings>('GET', '/settings');
    expect(after.mode).toBe('normal');
    expect(after.flags.find((one) => one.modId === flag.modId)?.enabled).toBe(false);
    await owner.ok('POST', '/settings/flags', { modId: flag.modId, enabled: true });

    const log = await owner.ok<{ action: string; target: string; detail: unknown }[]>('GET', '/audit');
    expect(log.slice(0, 4).map((row) => row.action)).toEqual([
      'settings.flag',
      'settings.flag',
      'settings.systemStatus',
      'settings.systemStatus',
    ]);
    expect(log[1]).toMatchObject({
      target: `flag:${flag.modId}`,
      detail: { before: { enabled: true }, after: { enabled: false } },
    });
    expect(log[3]).toMatchObject({ detail: { before: { mode: 'normal' }, after: { mode: 'maintenance' } } });
  });

  it('refuses a flag that does not exist, and every write to an operator who is not the owner', async () => {
    const owner = await newOperator(app.harness, 'owner');
    const unknown = await owner.call('POST', '/settings/flags', { modId: 'NO_SUCH_MODULE', enabled: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.value).toEqual({ reason: 'flagUnknown' });
    for (const role of ['finance', 'risk', 'marketing', 'support', 'read-only'] as const) {
      const operator = await newOperator(app.harness, role);
      const answer = await operator.call('POST', '/settings/system-status', { mode: 'maintenance' });
      expect(answer.status, role).toBe(403);
    }
    expect((await siteStatus()).maintenance).toBe(false);
  });
});
