import type { DepositChannel } from '@wl/contract/cashier/get-deposit-channels';
import type { Sql } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { selectEnabledChannels } from './channel-store';
import { money } from './money-edge';

/** The merchant's enabled deposit channels, grouped by channel type as the clients expect. */
export async function listDepositChannels(options: {
  sql: Sql;
  merchant: Merchant;
}): Promise<Record<string, { channels: DepositChannel[] }>> {
  const { merchant } = options;
  const channels = await selectEnabledChannels(options.sql, merchant.id);
  const grouped: Record<string, { channels: DepositChannel[] }> = {};
  for (const c of channels) {
    const group = (grouped[c.typeCode] ??= { channels: [] });
    group.channels.push({
      vendorId: c.vendorId,
      vendorName: c.vendorName,
      mcsBankCode: c.mcsBankCode,
      banks: c.banks,
      kind: c.kind,
      minAmount: money(c.minMinor, merchant.currency),
      maxAmount: money(c.maxMinor, merchant.currency),
      fixedAmounts: c.fixedAmountsMinor.map((a) => money(a, merchant.currency)),
      payee: c.kind === 'bank_transfer' ? c.payee : null,
    });
  }
  return grouped;
}
