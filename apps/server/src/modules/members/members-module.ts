import type { AppModule } from '../../app';
import { cookieRoutes } from '../../http/cookie-routes';
import { memberInfoRoutes, memberRelays } from './info/member-info-routes';
import { passwordRoutes } from './passwords/password-routes';
import { recoveryRoutes } from './passwords/recovery-routes';
import { registerRoutes } from './register/register-routes';
import { totpRoutes } from './security/totp-routes';

/** Registration, member info, passwords (change, forgot, payment) and the authenticator. */
export const membersModule: AppModule = {
  name: 'members',
  routes(app, deps) {
    cookieRoutes(app, (scoped) => registerRoutes(scoped, deps));
    memberInfoRoutes(app, deps);
    passwordRoutes(app, deps);
    recoveryRoutes(app, deps);
    totpRoutes(app, deps);
  },
  relays: memberRelays,
};
