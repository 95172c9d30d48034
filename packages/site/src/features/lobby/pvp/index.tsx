import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../common/page/index.ts';
import { GameLobby } from '../GameLobby.tsx';
import { RoomLobby } from '../RoomLobby.tsx';

const lanes = ['PVP'] as const;

/** /pvp: the card rooms (join one to play its game in it), then the card games of the vendors. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageShell page="pvp">
      <GameLobby gameTypes={lanes} label={t('pages.pvp.title')}>
        <RoomLobby vendor={params.get('page') ?? ''} />
      </GameLobby>
    </PageShell>
  );
}
