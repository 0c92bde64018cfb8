/**
 * Leaving a transfer-wallet game brings the member's money back from the vendor: launchGame
 * notes a real-money transfer-mode launch, and the game page, when it goes away, sends "recall
 * all" once and refreshes the header balance. If that fails (or the tab is closed), the
 * server's sweep recalls idle vendor wallets later.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { walletReturnResponse } from '@wl/contract/cashier/wallets';
import { apiRequest } from '../../api/client';

const KEY = 'transferGameOpen';

export function noteTransferLaunch(open: boolean): void {
  if (open) sessionStorage.setItem(KEY, '1');
  else sessionStorage.removeItem(KEY);
}

export function useRecallOnLeave(): void {
  const client = useQueryClient();
  useEffect(
    () => () => {
      if (sessionStorage.getItem(KEY) !== '1') return;
      sessionStorage.removeItem(KEY);
      void apiRequest({
        method: 'POST',
        path: '/wps/relay/GCS_walletReturn',
        body: {},
        value: walletReturnResponse,
      })
        .catch(() => undefined)
        .finally(() => void client.invalidateQueries({ queryKey: ['balance'] }));
    },
    [client],
  );
}
