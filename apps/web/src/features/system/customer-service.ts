/**
 * Opening customer service (spec §4): a blank window opens at once, inside the click, so
 * popup blockers allow it; it is sent to the address once the encrypted path is decoded,
 * and closed again if decoding fails.
 */
import { useCallback, useState } from 'react';
import { decodeCustomerServiceLink } from '@wl/contract/system/customer-service-link';
import type { SystemStatus } from '@wl/contract/system/get-status';
import { safeWebUrl } from '../../components/safe-web-url';

export type CustomerServiceEntry = SystemStatus['info']['customerService'][number];
export type CustomerServiceOutcome = 'opened' | 'popup_blocked' | 'invalid_link';

const WINDOW_NAME = 'service';
const WINDOW_FEATURES = 'width=440,height=750';

/** The header's live-chat line: the LIVECHAT or header entry, else the first (the default). */
export function pickCustomerService(
  entries: CustomerServiceEntry[],
  position: 'HEADER' | 'SIDEBAR' = 'HEADER',
): CustomerServiceEntry | null {
  return (
    entries.find((e) => e.csType.toUpperCase() === 'LIVECHAT') ??
    entries.find((e) => e.csPosition.toUpperCase() === position) ??
    entries[0] ??
    null
  );
}

/** Club ranks above this one get the VIP service instead of the live chat (spec §6). */
export const VIP_SERVICE_ABOVE_RANK = 4;

/**
 * A member's entry: the VIP service when their club rank is above 4 and the merchant has
 * one, otherwise the same choice as for visitors.
 */
export function pickMemberService(
  entries: CustomerServiceEntry[],
  rankLevel: number,
): { entry: CustomerServiceEntry | null; vip: boolean } {
  const vip =
    rankLevel > VIP_SERVICE_ABOVE_RANK
      ? entries.find((e) => e.csType.toUpperCase() === 'VIP')
      : undefined;
  return vip ? { entry: vip, vip: true } : { entry: pickCustomerService(entries), vip: false };
}

export async function openCustomerService(
  entry: CustomerServiceEntry,
  win: Window = window,
): Promise<CustomerServiceOutcome> {
  const popup = win.open('', WINDOW_NAME, WINDOW_FEATURES);
  if (!popup) return 'popup_blocked';
  // The service page must not be able to script this page.
  popup.opener = null;
  try {
    const url = safeWebUrl(await decodeCustomerServiceLink(entry.path), win.location.origin);
    if (!url) throw new Error('not a web address');
    popup.location.href = url;
    return 'opened';
  } catch {
    popup.close();
    return 'invalid_link';
  }
}

/** For buttons: opens the entry and keeps the last problem to show beside the button. */
export function useCustomerService(entry: CustomerServiceEntry | null) {
  const [problem, setProblem] = useState<Exclude<CustomerServiceOutcome, 'opened'> | null>(null);
  const open = useCallback(async () => {
    if (!entry) return;
    const outcome = await openCustomerService(entry);
    setProblem(outcome === 'opened' ? null : outcome);
  }, [entry]);
  return { available: entry !== null, open, problem };
}
