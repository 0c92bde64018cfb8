/** The betting record and profit and loss pages, lazy, for the member centre's page table. */
import { lazy, type FunctionComponent, type LazyExoticComponent } from 'react';

export const betRecordPages: Record<
  'personalHistoryCopy' | 'personalProfit',
  LazyExoticComponent<FunctionComponent>
> = {
  personalHistoryCopy: lazy(() => import('./betting-record-page')),
  personalProfit: lazy(() => import('./profit-loss-page')),
};
