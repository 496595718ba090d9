/**
 * Spec 01 §3: the product's labels of transaction types (the spec's five, and the other MFL moves
 * the product reads: waivers, IR, taxi squad, auctions); any other type is shown as the server
 * names it. The dashboard's recent transactions and the Transactions screen label them the same way.
 */
export const TRANSACTION_TYPE_LABELS: Readonly<Record<string, string>> = {
  TRADE: 'Trade',
  BBID_WAIVER: 'Waiver Claim',
  LOAD_ROSTERS: 'Roster Load',
  DROP: 'Drop Player',
  ADD: 'Add Player',
  WAIVER: 'Waiver',
  IR: 'IR Move',
  TAXI: 'Taxi Squad',
  AUCTION_INIT: 'Auction Nomination',
  AUCTION_BID: 'Auction Bid',
  AUCTION_WON: 'Auction Won',
};

export function transactionTypeLabel(type: string): string {
  return Object.hasOwn(TRANSACTION_TYPE_LABELS, type) ? TRANSACTION_TYPE_LABELS[type] : type;
}
