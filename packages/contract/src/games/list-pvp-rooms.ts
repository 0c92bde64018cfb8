import { z } from 'zod';
import { languageParam, nodeId, vassalage, optionalParam } from './common';

/** `GET /wps/relay/GLS2_roomList` (token): the rooms of PVP games, by vendor or game. */
export const listPvpRoomsQuery = z.object({
  vassalage: optionalParam(vassalage),
  nodeId: optionalParam(nodeId),
  language: languageParam,
});

export const pvpRoom = z.object({
  roomId: z.string(),
  roomName: z.string(),
  nodeId,
  vassalage: z.string(),
  gameName: z.string(),
  /** Decimal strings in currency units. */
  baseBet: z.string(),
  minEntry: z.string(),
  maxPlayers: z.number().int(),
});
export const listPvpRoomsValue = z.object({ list: z.array(pvpRoom) });
export type ListPvpRoomsValue = z.infer<typeof listPvpRoomsValue>;
