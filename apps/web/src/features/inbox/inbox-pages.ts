/** The inbox's member-centre page (messageV2), a lazy chunk for the centre's page table. */
import { lazy } from 'react';

export const inboxPage = lazy(() => import('./inbox-page'));
