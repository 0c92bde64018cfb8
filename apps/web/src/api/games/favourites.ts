/**
 * The member's favourite games: the ids (to mark cards) and the toggle (remove if already a
 * favourite, else add; spec §4). Shared by the lobbies and the hot page. A visitor has no
 * favourites; the ids query only runs with a token.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameItem } from '@wl/contract/games/common';
import { apiRequest } from '../client';
import { favouriteActionGuard, favouritesGuard } from '../home-guards';
import { useToken } from '../use-session';

export const FAVOURITE_IDS_KEY = ['games', 'favourite-ids'] as const;

export function useFavouriteIds() {
  const token = useToken();
  return useQuery({
    queryKey: [...FAVOURITE_IDS_KEY, token],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getFavoriteGames',
        value: favouritesGuard,
        signal,
      }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export async function toggleFavourite(game: GameItem, isFavourite: boolean) {
  const params = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
  const value = await apiRequest({
    method: isFavourite ? 'DELETE' : 'POST',
    path: isFavourite
      ? '/wps/relay/MCSFE_removeFavoriteGameV2'
      : '/wps/relay/MCSFE_addFavoriteGameV2',
    query: isFavourite ? params : undefined,
    body: isFavourite ? undefined : params,
    value: favouriteActionGuard,
  });
  return value.nodeIds;
}

/** The toggle; on success the ids are replaced and the favourites lists fetched again. */
export function useToggleFavourite() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({ game, isFavourite }: { game: GameItem; isFavourite: boolean }) =>
      toggleFavourite(game, isFavourite),
    onSuccess: async (nodeIds) => {
      client.setQueryData([...FAVOURITE_IDS_KEY, token], nodeIds);
      await client.invalidateQueries({ queryKey: ['games', 'list', 'fav'] });
    },
  });
}
