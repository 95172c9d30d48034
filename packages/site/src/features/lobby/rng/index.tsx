import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../common/page/index.ts';
import { GameLobby } from '../GameLobby.tsx';

const lanes = ['RNG'] as const;

/** /rng?page=<vendor>: slot games, one vendor at a time or all. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageShell page="rng">
      <GameLobby gameTypes={lanes} label={t('pages.rng.title')} />
    </PageShell>
  );
}
