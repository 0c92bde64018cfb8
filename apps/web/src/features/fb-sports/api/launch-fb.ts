/**
 * `GET /wps/relay/GCS_gameLaunchFB` (token): the address of the FB sports book for the
 * /fbsports iframe, in launchGame's shape (value.content.game_url). A trial member is answered
 * with the demo book. One launch per visit: the launch token in the address is single-use.
 */
import { useQuery } from '@tanstack/react-query';
import { launchFbValue } from '@wl/contract/games/launch-fb';
import { apiRequest } from '../../../api/client';
import { useToken } from '../../../api/use-session';
import { useLanguage } from '../../../i18n/use-language';

export const LAUNCH_FB_PATH = '/wps/relay/GCS_gameLaunchFB';

export function useLaunchFb(visitKey: string) {
  const language = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: ['games', 'launchFb', visitKey, language, token],
    queryFn: async ({ signal }) => {
      const value = await apiRequest({
        path: LAUNCH_FB_PATH,
        query: {
          accountType: 1,
          language,
          platform: 'html5-desktop',
          // The book's lobby button leads back to this site's sports lobby.
          backUrl: new URL('/sports', window.location.origin).href,
        },
        value: launchFbValue,
        language,
        signal,
      });
      return value.content;
    },
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
