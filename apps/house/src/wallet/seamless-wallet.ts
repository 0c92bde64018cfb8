import type { GameWallet, WalletSession } from './game-wallet';
import type { PlatformWalletClient, WalletResult } from './platform-wallet-client';

/** Real play: every movement is a signed call to the platform's wallet. */
export function seamlessWallet(client: PlatformWalletClient): GameWallet {
  const balanceOf = <T extends { balanceMinor: string }>(r: WalletResult<T>): WalletResult<bigint> =>
    r.kind === 'ok' ? { kind: 'ok', value: BigInt(r.value.balanceMinor) } : r;
  const who = (s: WalletSession) => ({ memberRef: s.memberRef, currency: s.currency });
  const token = (s: WalletSession) => s.playerToken ?? '';
  return {
    balance: async (s) => balanceOf(await client.balance({ token: token(s), ...who(s) })),
    debit: async (m) =>
      balanceOf(
        await client.debit({
          token: token(m.session),
          ...who(m.session),
          txId: m.txId,
          roundId: m.roundId,
          gameCode: m.gameCode,
          amountMinor: m.amountMinor.toString(),
        }),
      ),
    credit: async (m) =>
      balanceOf(
        await client.credit({
          ...(m.session.playerToken ? { token: m.session.playerToken } : {}),
          ...who(m.session),
          txId: m.txId,
          roundId: m.roundId,
          gameCode: m.gameCode,
          ...(m.betTxId === undefined ? {} : { betTxId: m.betTxId }),
          ...(m.freeSpin ? { freeSpin: m.freeSpin } : {}),
          amountMinor: m.amountMinor.toString(),
          roundClosed: true,
        }),
      ),
    rollback: async (m) =>
      balanceOf(
        await client.rollback({
          ...(m.session.playerToken ? { token: m.session.playerToken } : {}),
          ...who(m.session),
          txId: m.txId,
          betTxId: m.betTxId,
          roundId: m.roundId,
          gameCode: m.gameCode,
        }),
      ),
  };
}
