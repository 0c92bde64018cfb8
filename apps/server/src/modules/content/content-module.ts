import type { AppModule } from '../../app';
import { bannerImageRoutes } from './banner-image-routes';
import { contentRelays } from './content-relays';
import { contentRoutes } from './content-routes';

/** Banners (and their generated pictures), notices and the help centre. */
export const contentModule: AppModule = {
  name: 'content',
  async routes(app, deps) {
    await contentRoutes(app, deps);
    await bannerImageRoutes(app, deps);
  },
  relays: contentRelays,
};
