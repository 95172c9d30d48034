import { describe, expect, it } from 'vitest';
import { activityStatus } from '../src/domain/engagement/promotions.ts';
import { MoneyClient, pngBase64 } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

describe('activity statuses', () => {
  const base = { action: 'apply' as const, start_at: 100n, end_at: 200n, active: true, entry_status: null };
  it('derives the ten statuses from the period, the action and the entry', () => {
    expect(activityStatus(base, 50)).toBe('comingSoon');
    expect(activityStatus(base, 150)).toBe('applying');
    expect(activityStatus({ ...base, action: 'join' }, 150)).toBe('join');
    expect(activityStatus({ ...base, action: 'claim' }, 150)).toBe('claim');
    expect(activityStatus(base, 200)).toBe('close');
    expect(activityStatus({ ...base, active: false }, 150)).toBe('close');
    for (const state of ['joined', 'claimed', 'process', 'issued', 'rejected'] as const)
      expect(activityStatus({ ...base, entry_status: state }, 250)).toBe(state);
  });
});

describe.each(backends)('promotions over HTTP (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));

  const byAction = async (token: string | undefined, action: string, status: string) => {
    const list = (await app.client.ok('activityList', token)).list;
    const found = list.find((item) => item.action === action && item.status === status);
    if (!found) throw new Error(`no ${action} activity in ${status}`);
    return found;
  };

  it('lists the seeded promotions per language and type, with comingSoon and close for guests', async () => {
    const list = (await app.client.ok('activityList', undefined)).list;
    expect(list.length).toBe(6);
    expect(new Set(list.map((item) => item.status))).toEqual(
      new Set(['claim', 'applying', 'join', 'comingSoon', 'close']),
    );
    expect(list.every((item) => item.image.startsWith('/media/banners/'))).toBe(true);
    const deposits = await app.client.ok('activityList', undefined, { type: 'deposit' });
    expect(deposits.list.map((item) => item.type)).toEqual(['deposit']);
    const japanese = await app.client.wire.call('/wps/relay/MCSFE_getActivityList', {
      method: 'GET',
      headers: { Language: 'JA' },
    });
    const titles = (japanese.body.value as { list: { title: string }[] }).list.map((item) => item.title);
    expect(titles[0]).toBe('ウェルカムギフト 8.00');
    const detail = await app.client.ok('activityDetail', undefined, { id: list[1]?.id });
    expect(detail.rules).toContain('<li>');
    expect(detail.entry ?? null).toBeNull();
    expect(await app.client.refused('activityDetail', undefined, { id: 999_999 })).toBe('activity.not.found');
  });

  it('joins and claims once; a claim pays its bonus with a turnover requirement', async () => {
    const { token } = await app.client.newMember();
    const join = await byAction(token, 'join', 'join');
    expect(await app.client.ok('activityJoin', token, { activityId: join.id })).toEqual({ status: 'joined' });
    expect(await app.client.ok('activityJoin', token, { activityId: join.id })).toEqual({ status: 'joined' });
    const claim = await byAction(token, 'claim', 'claim');
    expect(await app.client.refused('activityJoin', token, { activityId: claim.id })).toBe(
      'activity.unavailable',
    );
    const before = await app.client.main(token);
    const claims = await Promise.all(
      [1, 2, 3].map(() => app.client.ok('activityClaim', token, { activityId: claim.id })),
    );
    expect(claims.map((answer) => answer.status)).toEqual(['claimed', 'claimed', 'claimed']);
    expect(await app.client.main(token)).toBe(before + claim.bonusAmount);
    const turnover = await app.client.ok('bonusTurnover', token);
    expect(turnover.list).toHaveLength(1);
    expect(turnover.list[0]).toMatchObject({
      source: 'activity',
      amount: claim.bonusAmount,
      turnoverRequired: claim.bonusAmount * claim.turnoverMultiple,
      status: 'locked',
    });
    // The wrong action for an activity, one not started, one over: refused.
    const list = (await app.client.ok('activityList', token)).list;
    for (const status of ['comingSoon', 'close']) {
      const item = list.find((row) => row.status === status);
      const call = item?.action === 'claim' ? 'activityClaim' : 'activityJoin';
      expect(await app.client.refused(call, token, { activityId: item?.id })).toBe('activity.unavailable');
    }
    expect(list.filter((row) => row.status === 'joined' || row.status === 'claimed')).toHaveLength(2);
  });

  it('applies with a comment and pictures; the operator approves once (bonus) or rejects', async () => {
    const { token, username } = await app.client.newMember();
    const other = await app.client.newMember();
    const apply = await byAction(token, 'apply', 'applying');
    const upload = () => app.client.ok('activityImage', token, { contentType: 'image/png', data: pngBase64 });
    const first = await upload();
    const second = await upload();
    // A picture that is not a png, and one of another member: refused, nothing entered.
    expect(
      await app.client.refused('activityImage', token, {
        contentType: 'image/png',
        data: Buffer.from('GIF89a-not-png').toString('base64'),
      }),
    ).toBe('feedback.image.invalid');
    const foreign = await app.client.ok('activityImage', other.token, {
      contentType: 'image/png',
      data: pngBase64,
    });
    expect(
      await app.client.refused('activityApply', token, {
        activityId: apply.id,
        comment: 'x',
        imageIds: [first.imageId, foreign.imageId],
      }),
    ).toBe('activity.image.invalid');
    expect(
      (
        await app.client.call('activityApply', token, {
          activityId: apply.id,
          comment: 'x'.repeat(141),
          imageIds: [],
        })
      ).errorCode,
    ).toBe('request_param_err');
    expect((await app.client.ok('activityDetail', token, { id: apply.id })).status).toBe('applying');

    const applied = await app.client.ok('activityApply', token, {
      activityId: apply.id,
      comment: '  Deposited on Saturday  ',
      imageIds: [first.imageId, second.imageId],
    });
    expect(applied).toEqual({ status: 'process' });
    const detail = await app.client.ok('activityDetail', token, { id: apply.id });
    expect(detail.status).toBe('process');
    expect(detail.entry?.comment).toBe('Deposited on Saturday');
    expect(detail.entry?.images).toHaveLength(2);
    const picture = await fetch(`${app.harness.url}${detail.entry?.images[0]}`);
    expect(picture.headers.get('content-type')).toBe('image/png');

    const queue = await app.client.operator<{ id: number; username: string; images: string[] }[]>(
      '/__operator/engagement/applications',
    );
    const entry = queue.find((row) => row.username === username);
    expect(entry?.images).toHaveLength(2);
    const before = await app.client.main(token);
    const decisions = await Promise.all(
      [true, true, false].map((approve) =>
        app.client.wire.call('/__operator/engagement/application-decide', {
          json: { id: entry?.id, approve },
        }),
      ),
    );
    expect(decisions.filter((answer) => answer.body.success)).toHaveLength(1);
    const status = (await app.client.ok('activityDetail', token, { id: apply.id })).status;
    expect(['issued', 'rejected']).toContain(status);
    expect(await app.client.main(token)).toBe(before + (status === 'issued' ? apply.bonusAmount : 0));

    // A second member is rejected with a remark: no money, status rejected, cannot apply again.
    const rejected = await app.client.ok('activityApply', other.token, {
      activityId: apply.id,
      comment: '',
      imageIds: [],
    });
    expect(rejected.status).toBe('process');
    const otherEntry = (
      await app.client.operator<{ id: number; username: string }[]>('/__operator/engagement/applications')
    ).find((row) => row.username === other.username);
    await app.client.operator('/__operator/engagement/application-decide', {
      id: otherEntry?.id,
      approve: false,
      remark: 'No deposit found',
    });
    const seen = await app.client.ok('activityDetail', other.token, { id: apply.id });
    expect(seen).toMatchObject({ status: 'rejected', entry: { remark: 'No deposit found' } });
    expect(await app.client.main(other.token)).toBe(0);
    expect(
      (await app.client.ok('activityApply', other.token, { activityId: apply.id, comment: '', imageIds: [] }))
        .status,
    ).toBe('rejected');
  });
});
