import type { AppModule } from '../../app';
import type { ContractKind } from './contract-store';
import { contractsRelays } from './contracts-relays';
import { contractsRoutes } from './contracts-routes';
import { runContractSettlement } from './run-contract-settlement';

const MINUTE_MS = 60_000;

/** Settlement jobs: each settles its kinds' ended periods and retries every unpaid bill. */
const JOBS: { name: string; everyMs: number; kinds: ContractKind[] }[] = [
  { name: 'contracts.realtime-salary', everyMs: 5 * MINUTE_MS, kinds: ['realtime_salary'] },
  { name: 'contracts.hourly-salary', everyMs: 60 * MINUTE_MS, kinds: ['hourly_salary'] },
  // Daily salaries and dividends (daily, weekly, half-monthly, monthly) end at midnight UTC;
  // an hourly run settles them soon after and retries short bills through the day.
  { name: 'contracts.daily', everyMs: 60 * MINUTE_MS, kinds: ['daily_salary', 'dividend'] },
];

/** Agent contracts: offers, signing, the four kinds' calls, operator API and settlement. */
export const contractsModule: AppModule = {
  name: 'contracts',
  routes: (app, deps) => contractsRoutes(app, deps),
  relays: (deps) => contractsRelays(deps),
  jobs: () =>
    JOBS.map((j) => ({
      name: j.name,
      everyMs: j.everyMs,
      aligned: true,
      run: async ({ db, now }) => {
        await runContractSettlement({ db, now, kinds: j.kinds });
      },
    })),
};
