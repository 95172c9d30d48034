import { describe, expect, it } from 'vitest';
import { callKey } from '../api/keys.ts';
import { startRead } from '../api/reads.ts';
import { clearSession, startSession } from '../stores/session.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('query layer', () => {
  it('finds the reads started before its code loaded, and later ones, in its cache', async () => {
    const status = startRead(callKey('whitelabel'), () => Promise.resolve({ early: true }));
    const page = { games: [{ nodeId: 1 }], totalPages: 3 };
    const lobbyKey = callKey('gameList', { gameType: 'RNG' });
    startRead(lobbyKey, () => Promise.resolve(page), true);

    const { queryClient } = await import('./query.ts');
    await status;
    await settle();
    expect(queryClient.getQueryData(callKey('whitelabel'))).toEqual({ early: true });
    // A lobby's first page is page 1 of its infinite query.
    expect(queryClient.getQueryData(lobbyKey)).toEqual({ pages: [page], pageParams: [1] });

    const later = callKey('systemStatus', { url: 'x' });
    await startRead(later, () => Promise.resolve('late'));
    await settle();
    expect(queryClient.getQueryData(later)).toBe('late');
  });

  it('keys each call by name then payload, so that [name] matches all of its queries', async () => {
    const { invalidateCall, queryClient } = await import('./query.ts');
    queryClient.setQueryData(callKey('betRecords', { pageNo: 1 }), 'one');
    queryClient.setQueryData(callKey('betRecords', { pageNo: 2 }), 'two');
    queryClient.setQueryData(callKey('balance'), 'kept');
    await invalidateCall('betRecords');
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(callKey('betRecords', { pageNo: 1 }))).toBe(true);
    expect(stale(callKey('betRecords', { pageNo: 2 }))).toBe(true);
    expect(stale(callKey('balance'))).toBe(false);
  });

  it('refetches after a change of language, not when i18next reports the language it started in', async () => {
    const { currentLanguage, i18n } = await import('../i18n/index.ts');
    const { queryClient } = await import('./query.ts');
    const key = callKey('whitelabel');
    queryClient.setQueryData(key, 'asked in the start-up language');
    const stale = () => queryClient.getQueryState(key)?.isInvalidated;
    i18n.emit('languageChanged', currentLanguage());
    expect(stale()).toBe(false);

    const started = i18n.resolvedLanguage;
    const other = currentLanguage() === 'vi' ? 'en' : 'vi';
    i18n.resolvedLanguage = other;
    i18n.emit('languageChanged', other);
    expect(stale()).toBe(true);
    i18n.resolvedLanguage = started;
  });

  it('forgets one member’s answers when another logs in or the member logs out', async () => {
    const { queryClient } = await import('./query.ts');
    queryClient.setQueryData(callKey('memberInfo'), 'alice');
    startSession('t1', 'bob', 'username', 0);
    expect(queryClient.getQueryData(callKey('memberInfo'))).toBeUndefined();
    queryClient.setQueryData(callKey('memberInfo'), 'bob');
    clearSession();
    expect(queryClient.getQueryData(callKey('memberInfo'))).toBeUndefined();
  });

  it('takes the landing page’s start-up read as its visit’s answer for 10 s, then asks again on each visit', async () => {
    const { queryClient, visitStaleTime } = await import('./query.ts');
    const landed = callKey('activityList', {});
    await startRead(landed, () => Promise.resolve({ list: [] }));
    await settle();
    const query = queryClient.getQueryCache().find({ queryKey: landed });
    if (!query) throw new Error('the started read is not in the cache');
    expect(visitStaleTime(query)).toBe(10_000);
    // The page asks with this staleTime: within it, mounting does not fetch a second time.
    await queryClient.prefetchQuery({
      queryKey: landed,
      queryFn: () => ({ list: [1] }),
      staleTime: visitStaleTime,
    });
    expect(queryClient.getQueryData(landed)).toEqual({ list: [] });
    // Once the page has asked again, every later visit asks again too.
    await queryClient.refetchQueries({ queryKey: landed });
    expect(visitStaleTime(query)).toBe(0);
    // A query no start-up read began is asked again on every visit.
    queryClient.setQueryData(callKey('rewardCenter'), { list: [] });
    const other = queryClient.getQueryCache().find({ queryKey: callKey('rewardCenter') });
    expect(other && visitStaleTime(other)).toBe(0);
  });
});
