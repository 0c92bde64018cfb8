/**
 * The rooms of the PVP games (GLS2_roomList) of the chosen vendor, or of all vendors: a game
 * picker, then that game's rooms with name, base bet, minimum entry and seats, each with an
 * Enter button that launches the game (room-launch.ts). The call needs a token, so a visitor
 * sees a log-in prompt instead. A vendor whose games cannot launch shows its rooms disabled.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useVendorLanes, vendorsOf } from '../../api/games/vendor-lanes';
import { useSystemStatus } from '../../api/system/get-status';
import { useToken } from '../../api/use-session';
import { formatAmount } from '../../components/format-amount';
import { usePopups } from '../../components/popup-context';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { usePvpRooms } from './api/list-pvp-rooms';
import { useEnterRoom, type PvpRoom } from './room-launch';
import './pvp-rooms.css';

interface RoomGame {
  nodeId: string;
  gameName: string;
  rooms: PvpRoom[];
}

/** Rooms grouped by game, in the server's order (vendor, game, room). */
export function roomsByGame(rooms: readonly PvpRoom[]): RoomGame[] {
  const games = new Map<string, RoomGame>();
  for (const room of rooms) {
    const game = games.get(room.nodeId);
    if (game) game.rooms.push(room);
    else games.set(room.nodeId, { nodeId: room.nodeId, gameName: room.gameName, rooms: [room] });
  }
  return [...games.values()];
}

function RoomCard(props: { room: PvpRoom; launchable: boolean; onEnter: (room: PvpRoom) => void }) {
  const { room } = props;
  const { t } = useTranslation();
  const { settings } = useSystemStatus().info;
  const currency = { code: settings.currency, symbol: settings.currencySymbol };
  return (
    <li className="pvp-room">
      <div className="pvp-room__head">
        <h3 className="pvp-room__name">
          <bdi>{room.roomName}</bdi>
        </h3>
        <p className="pvp-room__game">
          <span className="visually-hidden">{t('lobby.rooms.game')}: </span>
          <bdi>{room.gameName}</bdi>
        </p>
      </div>
      <dl className="pvp-room__facts">
        <div>
          <dt>{t('lobby.rooms.baseBet')}</dt>
          <dd>{formatAmount(room.baseBet, currency)}</dd>
        </div>
        <div>
          <dt>{t('lobby.rooms.minEntry')}</dt>
          <dd>{formatAmount(room.minEntry, currency)}</dd>
        </div>
        <div>
          <dt>{t('lobby.rooms.maxPlayers')}</dt>
          <dd>{room.maxPlayers}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn--primary pvp-room__enter"
        aria-label={t('lobby.rooms.enterRoom', { room: room.roomName, game: room.gameName })}
        disabled={!props.launchable}
        onClick={() => props.onEnter(room)}
      >
        {props.launchable ? t('lobby.rooms.enter') : t('lobby.unavailable')}
      </button>
    </li>
  );
}

function RoomList({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation();
  const rooms = usePvpRooms(vendor);
  const lanes = useVendorLanes();
  const enter = useEnterRoom();
  const [chosen, setChosen] = useState<string | null>(null);
  if (rooms.isPending) return <LoadingBlock />;
  if (rooms.isError) return <ErrorBlock error={rooms.error} onRetry={() => void rooms.refetch()} />;
  const games = roomsByGame(rooms.data.list);
  const game = games.find((g) => g.nodeId === chosen) ?? games[0];
  if (!game) return <p className="pvp-rooms__note">{t('lobby.rooms.empty')}</p>;
  const blocked = new Set(
    vendorsOf(lanes.data, 'PVP')
      .filter((v) => !v.launchable)
      .map((v) => v.vassalage),
  );
  return (
    <>
      <label className="lobby-filters__select pvp-rooms__picker">
        <span>{t('lobby.rooms.game')}</span>
        <select value={game.nodeId} onChange={(e) => setChosen(e.target.value)}>
          {games.map((g) => (
            <option key={g.nodeId} value={g.nodeId}>
              {g.gameName}
            </option>
          ))}
        </select>
      </label>
      <ul className="pvp-rooms__list">
        {game.rooms.map((room) => (
          <RoomCard
            key={room.roomId}
            room={room}
            launchable={!blocked.has(room.vassalage)}
            onEnter={enter}
          />
        ))}
      </ul>
    </>
  );
}

export function PvpRooms({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation();
  const token = useToken();
  const popups = usePopups();
  return (
    <section className="pvp-rooms" aria-labelledby="pvp-rooms-heading">
      <h2 id="pvp-rooms-heading" className="pvp-rooms__title">
        {t('lobby.rooms.title')}
      </h2>
      {token ? (
        <RoomList vendor={vendor} />
      ) : (
        <div className="pvp-rooms__note pvp-rooms__login">
          <p>{t('lobby.rooms.loginNeeded')}</p>
          <button type="button" className="btn btn--primary" onClick={() => popups.open('login')}>
            {t('lobby.rooms.login')}
          </button>
        </div>
      )}
    </section>
  );
}
