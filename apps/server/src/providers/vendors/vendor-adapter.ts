/**
 * One game vendor as the platform sees it. Every vendor launches (a URL for the game iframe,
 * real or demo); money then moves one of two ways:
 * - seamless: the vendor calls our wallet (modules/vendor-wallet) for every stake and win;
 * - transfer: money is moved into the member's wallet at the vendor on launch and recalled on
 *   exit or by the sweep ("recall all"); the adapter's deposit/withdraw do the vendor side.
 * Adding a vendor means writing one adapter and one row in vendor_integrations.
 */
export type VendorWalletMode = 'seamless' | 'transfer';

export interface LaunchRequest {
  gameCode: string;
  mode: 'real' | 'demo';
  /** The platform's player token (real seamless play): the vendor authenticates with it. */
  playerToken?: string;
  /** Transfer mode: our member reference at the vendor. */
  memberRef?: string;
  currency: string;
  language: string;
  device: 'WEB' | 'MOBILE';
  lobbyUrl?: string;
  /** `lobby` asks a lottery vendor for its lottery lobby instead of the game itself. */
  view?: 'game' | 'lobby';
  /** The merchant the player belongs to: the house plays its lottery settings (ADR 0040). */
  merchantCode?: string;
}

export interface LaunchResult {
  gameUrl: string;
  expiresAt: number;
}

/** A transfer-mode vendor's side of a move; `transferId` is our idempotency key at the vendor. */
export interface VendorTransfer {
  memberRef: string;
  currency: string;
  amountMinor: bigint;
  transferId: string;
}

/**
 * A transfer's outcome at the vendor. `unknown`: no answer came (timeout, dropped connection,
 * 5xx), so the vendor may or may not have applied it; the caller must ask again with the same
 * transferId rather than assume either.
 */
export type TransferOutcome =
  { ok: true; vendorBalanceMinor: bigint } | { ok: false; reason: string; unknown?: boolean };

export interface VendorAdapter {
  readonly vendorCode: string;
  readonly walletMode: VendorWalletMode;
  launch(request: LaunchRequest): Promise<LaunchResult>;
  /** Where a member can review a past round; null when the vendor has no such page. */
  roundUrl(roundId: string): string | null;
  /** Transfer mode only: credit the member at the vendor (money left our main wallet). */
  deposit?(t: VendorTransfer): Promise<TransferOutcome>;
  /** Transfer mode only: debit the member at the vendor (money comes back to main). */
  withdraw?(t: VendorTransfer): Promise<TransferOutcome>;
  /** Transfer mode only: what the member holds at the vendor. */
  balance?(memberRef: string, currency: string): Promise<bigint>;
}

/** A vendor refused or failed a call; the platform answers without moving money. */
export class VendorError extends Error {
  constructor(
    readonly code: 'GAME_NOT_FOUND' | 'VENDOR_UNAVAILABLE' | 'VENDOR_REFUSED',
    message: string,
  ) {
    super(message);
  }
}
