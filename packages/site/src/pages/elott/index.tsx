import { useTranslation } from 'react-i18next';
import { GameLobby } from '../../lobby/GameLobby.tsx';
import { PageShell } from '../shell/index.ts';

const lanes = ['ELOTT'] as const;

/** /elott: e-lottery games; opening one goes to the lottery route (SPEC.md §2.6). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageShell page="elott">
      <GameLobby gameTypes={lanes} label={t('pages.elott.title')} />
    </PageShell>
  );
}
