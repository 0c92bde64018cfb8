/**
 * What a member-centre page is: one lazy component taking these props. The table of pages by
 * key lives in app/popups/member-centre-pages.ts, where the app composes the pages of every
 * feature (features do not import each other); this feature brings securityCenter.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberCentrePageKey } from '../../components/account-control';

export interface MemberCentrePageProps {
  pageKey: MemberCentrePageKey;
  onNavigate: (page: MemberCentrePageKey) => void;
  /** The same, for pages that name pages by plain string (wallet pages). */
  onOpenPage: (pageKey: string) => void;
}

export type MemberCentrePage = LazyExoticComponent<ComponentType<MemberCentrePageProps>>;
export type MemberCentrePageTable = Record<MemberCentrePageKey, MemberCentrePage>;

export const securityCentrePage: MemberCentrePage = lazy(
  () => import('./pages/security-centre/security-centre-page'),
);
