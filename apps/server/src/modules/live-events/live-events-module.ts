import type { AppModule } from '../../app';
import { liveEventsRoutes } from './live-events-routes';

/** Live balance and inbox events to members' open pages, across API nodes (ADR 0037). */
export const liveEventsModule: AppModule = {
  name: 'live-events',
  routes: liveEventsRoutes,
};
