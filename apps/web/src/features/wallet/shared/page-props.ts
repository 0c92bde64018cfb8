/** What the member-centre shell may hand a wallet page: a way to open another centre page. */
export interface WalletPageProps {
  onOpenPage?: (pageKey: string) => void;
}
