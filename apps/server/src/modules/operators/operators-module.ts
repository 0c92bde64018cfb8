import type { AppModule } from '../../app';
import { operatorAccountRoutes } from './operator-account-routes';
import { operatorRoutes } from './operator-routes';

/** The operator API (/ops): staff login and the cashier's review of deposits and withdrawals. */
export const operatorsModule: AppModule = {
  name: 'operators',
  routes(app, deps) {
    operatorRoutes(app, deps);
    operatorAccountRoutes(app, deps);
  },
};
