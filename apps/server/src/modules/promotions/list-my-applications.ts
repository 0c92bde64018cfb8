import type { ApplicationView } from '@wl/contract/promotions/apply-promotion';
import type { Db } from '../../db/db';
import { money } from '../cashier/money-edge';
import type { Merchant } from '../merchants/merchant';
import { listApplications, type Application } from './application-store';
import { findPromotion } from './promotion-store';
import { applicationViewOf, textOf } from './promotion-view';

/** "My applications": the member's applications, newest first, with the promotion's title. */
export async function listMyApplications(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  language: string;
  /** Just this one (the answer to an application). */
  only?: Application;
}): Promise<ApplicationView[]> {
  const { db, merchant } = options;
  const applications = options.only
    ? [options.only]
    : await listApplications(db, { memberId: options.memberId, limit: 100 });
  const titles = new Map<bigint, string>();
  for (const id of new Set(applications.map((a) => a.promotionId))) {
    const p = await findPromotion(db, merchant.id, id);
    titles.set(id, p ? textOf(p, options.language).title : '');
  }
  return applications.map((a) =>
    applicationViewOf(a, titles.get(a.promotionId) ?? '', (minor) =>
      money(minor, merchant.currency),
    ),
  );
}
