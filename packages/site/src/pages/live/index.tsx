import { useTranslation } from 'react-i18next';
import { GameLobby, prefetchLobby } from '../../lobby/GameLobby.tsx';
import { PageShell } from '../shell/index.ts';

const lanes = ['LIVE'] as const;

export const prefetch = (search: URLSearchParams) => prefetchLobby(lanes, search);

/** /live: live casino tables, filtered by vendor and table type (baccarat, roulette …). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageShell page="live">
      <GameLobby gameTypes={lanes} label={t('pages.live.title')} />
    </PageShell>
  );
}
