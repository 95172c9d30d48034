import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../common/page/index.ts';
import { GameLobby } from '../../lobby/index.ts';

const lanes = ['ELOTT'] as const;

/** /elott: e-lottery games; opening one goes to the lottery route (docs/product.md § Game launch). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageShell page="elott">
      <GameLobby gameTypes={lanes} label={t('pages.elott.title')} />
    </PageShell>
  );
}
