import type { AppModule } from '../../app';
import { sessionRoutes } from './session-routes';

/** The session key of the encrypted calls, and logout. */
export const sessionsModule: AppModule = {
  name: 'sessions',
  routes: sessionRoutes,
};
