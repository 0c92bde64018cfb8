import type { AppModule } from '../../app';
import { inboxRelays } from './inbox-relays';
import { inboxRoutes } from './inbox-routes';

/** The platform inbox: operator and system messages to members, the badge, read marks. */
export const inboxModule: AppModule = {
  name: 'inbox',
  routes: inboxRoutes,
  relays: inboxRelays,
};
