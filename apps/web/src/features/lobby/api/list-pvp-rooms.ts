/**
 * The rooms of the PVP games (GLS2_roomList, token; spec §7), for the chosen vendor or all.
 * Keyed by token and language: a sign-in loads them, a language change loads the names again.
 */
import { useQuery } from '@tanstack/react-query';
import { listPvpRoomsValue } from '@wl/contract/games/list-pvp-rooms';
import { apiRequest } from '../../../api/client';
import { useToken } from '../../../api/use-session';
import { useLanguage } from '../../../i18n/use-language';

export function usePvpRooms(vendor: string | null) {
  const language = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: ['games', 'pvpRooms', language, token, vendor],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/GLS2_roomList',
        query: { vassalage: vendor ?? undefined, language },
        value: listPvpRoomsValue,
        language,
        signal,
      }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
