/**
 * GET /wps/system/status: the configuration every screen reads (site settings, whitelabel
 * switches, customer service, resources). The root screen loads it before the app mounts,
 * so inside the app `useSystemStatus()` always has it. It lives in the shared api/ folder
 * rather than one feature because every feature reads it.
 */
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@wl/contract/system/get-status';
import { flattenWhitelabel } from '@wl/contract/system/whitelabel-flags';
import { PAGE_DATA_IDS } from '@wl/contract/system/first-page';
import { apiRequest } from '../client';
import { statusGuard } from '../home-guards';
import { successValue, takePageJson } from '../page-data';
import { getMerchant, setMerchant } from '../session';

/**
 * The status the server wrote into the page (ADR 0051): the reply the API gives this address,
 * there before the entry script runs, so the first screen skips that round trip. Taken only
 * when it is well formed and for the merchant this tab already talks to, if any.
 */
function takePageStatus(): SystemStatus | null {
  const parsed = statusGuard.safeParse(successValue(takePageJson(PAGE_DATA_IDS.status)));
  if (!parsed.success) return null;
  const merchant = getMerchant();
  return !merchant || merchant === parsed.data.info.settings.merchantCode ? parsed.data : null;
}

export async function fetchStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status =
    takePageStatus() ??
    (await apiRequest({
      path: '/wps/system/status',
      query: { url: window.location.host },
      value: statusGuard,
      signal,
    }));
  // Later calls name the merchant explicitly, as the original clients do.
  if (!getMerchant()) setMerchant(status.info.settings.merchantCode);
  return status;
}

export const statusQuery = queryOptions({
  queryKey: ['system', 'status'] as const,
  queryFn: ({ signal }) => fetchStatus(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useSystemStatus(): SystemStatus {
  const { data } = useQuery(statusQuery);
  // The root screen renders the app only once the status is loaded.
  if (!data) throw new Error('useSystemStatus used before the system status was loaded');
  return data;
}

export type WhitelabelFlags = Readonly<Record<string, boolean>>;

/** modId → on/off; a module is on only when all its ancestors are on. */
export function useWhitelabelFlags(): WhitelabelFlags {
  const status = useSystemStatus();
  return useMemo(() => flattenWhitelabel(status.info.whitelabel), [status]);
}

/** Direct registration is on when either registration form is. */
export function registrationEnabled(flags: WhitelabelFlags): boolean {
  return Boolean(flags.USERNAMEREG3 || flags.MOBILENUMREG3);
}

/** A resource (download link, social account) by its type, compared case-insensitively. */
export function findResource(status: SystemStatus, type: string) {
  const wanted = type.toUpperCase();
  return status.info.resources.find((r) => r.resourceType.toUpperCase() === wanted && r.url);
}
