import type { AppModule } from '../../app';
import { bannerImageRoutes } from './banner-image-routes';
import { contentRelays } from './content-relays';
import { contentOpsRoutes } from './content-ops-routes';
import { contentRoutes } from './content-routes';
import { openStorage } from '../../providers/storage/storage-config';

/** Banners (generated or uploaded pictures), notices and the help centre; their /ops API. */
export const contentModule: AppModule = {
  name: 'content',
  async routes(app, deps) {
    await contentRoutes(app, deps);
    await bannerImageRoutes(app, deps);
    contentOpsRoutes(app, deps, openStorage(deps.config));
  },
  relays: contentRelays,
};
