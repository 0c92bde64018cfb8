import type { AppModule } from '../../app';
import { operatorRoutes } from './operator-routes';

/** The operator API (/ops): staff login and the cashier's review of deposits and withdrawals. */
export const operatorsModule: AppModule = {
  name: 'operators',
  routes(app, deps) {
    app.decorateRequest('operatorSession', null);
    operatorRoutes(app, deps);
  },
};
