import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../common/page/index.ts';
import { GameLobby } from '../GameLobby.tsx';

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
