import type { AppModule } from '../../app';
import { flagImageRoutes } from './flag-images';
import { settingsOpsRoutes } from './settings-ops-routes';
import { systemRoutes } from './system-routes';

/** Status, switches, registration rules, domain routes, countries and their flags; their /ops API. */
export const systemModule: AppModule = {
  name: 'system',
  async routes(app, deps) {
    await systemRoutes(app, deps);
    await flagImageRoutes(app);
    settingsOpsRoutes(app, deps);
  },
};
