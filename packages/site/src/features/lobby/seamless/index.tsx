import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../common/page/index.ts';
import { GameLobby } from '../GameLobby.tsx';

/** /seamless: games straight from the main wallet; ?type= picks a lane (sports has no route), ?page= a vendor. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = params.get('type');
  return (
    <PageShell page="seamless">
      <GameLobby
        key={type ?? 'all'}
        gameTypes={type ? [type] : undefined}
        label={
          type ? t(`nav.${type}`, { defaultValue: t('pages.seamless.title') }) : t('pages.seamless.title')
        }
      />
    </PageShell>
  );
}
