import type { RoomList } from '@playsite/api';
import { Button, DataTable, type DataTableColumn } from '@playsite/ui';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import * as styles from '../../common/layout/sections.css.ts';
import { formatMoney } from '../../common/panel/Money.tsx';
import { callQuery, queryClient } from '../../common/query/query.ts';
import { session } from '../../common/stores/session.ts';
import { useLaunch } from '../games/index.ts';
import { type LobbyVendor, useLane } from './vendors.ts';

type Room = RoomList[number];

/** Seats change as players come and go: the list is read again this often while it is shown. */
const refreshMs = 20_000;

/** Rooms (GLS2_roomList) of some vendors, polled every `refreshMs`; members only; none for a vendor whose list fails. */
function useRooms(vendors: readonly string[]): Map<string, RoomList> | null {
  const { token } = useSnapshot(session);
  return useQueries(
    {
      queries: vendors.map((vendor) => ({
        ...callQuery('roomList', { vendor, gameType: 'PVP' }),
        enabled: Boolean(token),
        staleTime: 0,
        refetchInterval: refreshMs,
      })),
      combine: (lists) =>
        token && lists.length > 0 && lists.every((list) => !list.isPending)
          ? new Map(lists.map((list, index) => [vendors[index] ?? '', list.data ?? []] as const))
          : null,
    },
    queryClient,
  );
}

/**
 * The card rooms of the PVP vendors (of the one chosen with ?page=, else of all): name, base
 * stake, limits, players seated and status, and a button that joins the room, launching its game
 * with the room id (docs/product.md § Game launch).
 */
export function RoomLobby({ vendor }: { vendor: string }) {
  const { t } = useTranslation('games');
  const lane = useLane(['PVP']);
  const shown = lane.vendors.filter((card) => !vendor || card.vendor === vendor);
  const rooms = useRooms(shown.map((card) => card.vendor));
  const { launch, pending } = useLaunch();
  const [joining, setJoining] = useState('');

  const join = (card: LobbyVendor, room: Room) => {
    setJoining(String(room.roomId));
    launch({
      code: String(room.nodeId ?? room.roomId),
      title: room.gameName ?? card.displayName,
      gameType: 'PVP',
      isGame: true,
      vendor: card.vendor,
      accountTypeName: card.accountTypeName,
      nodeId: room.nodeId === undefined ? undefined : String(room.nodeId),
      roomId: String(room.roomId),
    });
  };

  const columns = (card: LobbyVendor): DataTableColumn<Room>[] => [
    {
      id: 'room',
      header: t('pvp.table.room'),
      cell: (room) => (room.gameName ? `${room.roomName} · ${room.gameName}` : room.roomName),
    },
    {
      id: 'minBet',
      header: t('pvp.table.baseStake'),
      align: 'end',
      cell: (room) => (room.minBet === undefined ? '–' : formatMoney(room.minBet)),
    },
    {
      id: 'maxBet',
      header: t('pvp.table.maxBet'),
      align: 'end',
      cell: (room) => (room.maxBet === undefined ? '–' : formatMoney(room.maxBet)),
    },
    {
      id: 'seated',
      header: t('pvp.table.players'),
      align: 'end',
      cell: (room) =>
        room.seats === undefined
          ? String(room.seated ?? '–')
          : t('pvp.seated', { seated: room.seated ?? 0, seats: room.seats }),
    },
    {
      id: 'status',
      header: t('pvp.table.status'),
      cell: (room) => (room.status ? t(`pvp.statuses.${room.status}`, { defaultValue: room.status }) : '–'),
    },
    {
      id: 'join',
      header: t('pvp.table.seat'),
      cell: (room) => (
        <Button
          size="sm"
          isDisabled={room.status === 'full'}
          isPending={pending !== null && joining === String(room.roomId)}
          pendingLabel={t('pvp.joining')}
          aria-label={t('pvp.joinRoom', { room: room.roomName, vendor: card.displayName })}
          onPress={() => join(card, room)}
        >
          {t('pvp.join')}
        </Button>
      ),
    },
  ];

  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((card) => (
        <section key={card.vendor} className={styles.section} aria-labelledby={`rooms-${card.vendor}`}>
          <h2 id={`rooms-${card.vendor}`} className={styles.sectionHeading}>
            {t('pvp.roomsOf', { vendor: card.displayName })}
          </h2>
          <DataTable
            caption={t('pvp.roomsOf', { vendor: card.displayName })}
            columns={columns(card)}
            rows={rooms?.get(card.vendor) ?? []}
            rowKey={(room) => String(room.roomId)}
            isLoading={rooms === null}
            loadingRows={4}
            empty={<p className={styles.status}>{t('pvp.noRooms')}</p>}
          />
        </section>
      ))}
    </>
  );
}
