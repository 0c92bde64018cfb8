import { launchFbQuery, launchFbValue } from '@wl/contract/games/launch-fb';
import type { AppModule } from '../../app';
import { relay } from '../../http/relay';
import { adaptersOf } from '../vendor-wallet/adapters-of';
import { launchFbSports } from './launch-fb-sports';

/** The sports vendor FB's own route (/fbsports, spec §2): its launch relay. */
export const fbSportsModule: AppModule = {
  name: 'fb-sports',
  relays: (deps) => ({
    GCS_gameLaunchFB: relay({
      method: 'GET',
      moduleId: 'GAMELO3',
      token: true,
      input: launchFbQuery,
      output: launchFbValue,
      summary: 'Launch the FB sports book: the URL for the /fbsports iframe',
      handler: (input, request) => {
        const adapters = adaptersOf(deps);
        return launchFbSports({
          db: deps.db,
          merchant: request.merchant,
          session: request.session ?? null,
          nowMs: deps.now(),
          adapterOf: adapters.adapterOf,
          beforeTransferLaunch: adapters.beforeTransferLaunch,
          params: {
            accountType: input.accountType,
            language: input.language ?? request.language,
            device: request.device === 'MOBILE' ? 'MOBILE' : 'WEB',
            backUrl: input.backUrl,
          },
        });
      },
    }),
  }),
};
