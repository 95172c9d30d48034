import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../common/page/index.ts';
import { GameLobby } from '../GameLobby.tsx';

const lanes = ['LIVE'] as const;

/** /live: live casino tables, filtered by vendor and table type (baccarat, roulette …). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageShell page="live">
      <GameLobby gameTypes={lanes} label={t('pages.live.title')} />
    </PageShell>
  );
}
