import type { RoomList } from '@playsite/api';
import { FilterChips } from '@playsite/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { platform } from '../../api/platform.ts';
import { GameLobby } from '../../lobby/GameLobby.tsx';
import { formatMoney } from '../../memberCenter/shared/Money.tsx';
import { session } from '../../stores/session.ts';
import { PageShell } from '../shell/index.ts';

const lanes = ['PVP'] as const;

/** Rooms (GLS2_roomList) of the vendor chosen with ?page=; members only. */
function useRooms(vendor: string) {
  const { token } = useSnapshot(session);
  const [rooms, setRooms] = useState<RoomList>([]);
  useEffect(() => {
    setRooms([]);
    if (!token || !vendor) return;
    let current = true;
    platform.call('roomList', { vassalage: vendor }).then(
      (list) => current && setRooms(list),
      () => current && setRooms([]),
    );
    return () => {
      current = false;
    };
  }, [token, vendor]);
  return rooms;
}

/** /pvp: card-room games; with a vendor chosen, pick a room (stakes) and the games open in it. */
export function Component() {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const [params] = useSearchParams();
  const vendor = params.get('page') ?? '';
  const rooms = useRooms(vendor);
  const [roomId, setRoomId] = useState('');
  useEffect(() => setRoomId(''), [vendor]);

  const roomLabel = (room: RoomList[number]) =>
    room.minBet !== undefined && room.maxBet !== undefined
      ? tg('pvp.room', { name: room.roomName, min: formatMoney(room.minBet), max: formatMoney(room.maxBet) })
      : room.roomName;

  return (
    <PageShell page="pvp">
      <GameLobby gameTypes={lanes} label={t('pages.pvp.title')} roomId={roomId || undefined}>
        {rooms.length > 0 ? (
          <FilterChips
            label={tg('pvp.rooms')}
            chips={[
              { id: '', label: tg('pvp.anyRoom') },
              ...rooms.map((r) => ({ id: String(r.roomId), label: roomLabel(r) })),
            ]}
            selectedId={roomId}
            onChange={setRoomId}
          />
        ) : null}
      </GameLobby>
    </PageShell>
  );
}
