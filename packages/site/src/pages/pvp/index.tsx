import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GameLobby, prefetchLobby } from '../../lobby/GameLobby.tsx';
import { RoomLobby } from '../../lobby/RoomLobby.tsx';
import { PageShell } from '../shell/index.ts';

const lanes = ['PVP'] as const;

export const prefetch = (search: URLSearchParams) => prefetchLobby(lanes, search);

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
