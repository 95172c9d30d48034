import { useTranslation } from 'react-i18next';
import { GameLobby } from '../../lobby/GameLobby.tsx';
import { PageShell } from '../shell/index.ts';

const lanes = ['FISH'] as const;

/** /fish: fishing games. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageShell page="fish">
      <GameLobby gameTypes={lanes} label={t('pages.fish.title')} />
    </PageShell>
  );
}
