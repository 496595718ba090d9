/**
 * How a transaction's assets read (spec 02 §3 Transaction asset): players by name, draft picks by
 * season, round and pick, money in dollars (waiver bids whole). The dashboard's recent transactions and the
 * Transactions screen say them the same way.
 */
export interface TransactionAssetLike {
  direction: string;
  asset_type: string;
  asset_id?: string | null;
  player_name?: string | null;
  draft_round?: number | null;
  draft_position?: number | null;
  draft_year?: number | null;
  asset_value?: number | null;
}

export interface TransactionLike {
  transaction_type: string;
  bid_amount?: number | null;
  transaction_assets: readonly TransactionAssetLike[];
}

/** '$12' (waiver bids and blind-bid balances are whole dollars). */
export function dollars(value: number): string {
  return `$${Math.round(value).toLocaleString('en-US')}`;
}

/** Money that changed hands: '$12', or '$2.50' when it has cents (only waiver bids are whole dollars). */
export function money(value: number): string {
  if (Number.isInteger(value)) return dollars(value);
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A waiver claim's money is its bid: whole dollars (spec 02 §2 Transactions). */
const WAIVER_BID_TYPES = new Set(['BBID_WAIVER']);

/**
 * 'Puka Nacua', '2027 Round 2, Pick 5', '$12.50' ('$12' for a waiver bid); a player MFL did not
 * name is 'Player #15000'.
 */
export function assetLabel(asset: TransactionAssetLike, transactionType?: string): string {
  switch (asset.asset_type) {
    case 'PLAYER':
      return asset.player_name || (asset.asset_id ? `Player #${asset.asset_id}` : 'Player');
    case 'DRAFT_PICK': {
      const season = asset.draft_year ? `${asset.draft_year} ` : '';
      const round = asset.draft_round ? `Round ${asset.draft_round}` : 'Draft pick';
      const pick = asset.draft_position ? `, Pick ${asset.draft_position}` : '';
      return `${season}${round}${pick}`;
    }
    case 'MONEY':
      if (asset.asset_value == null) return 'Money';
      return transactionType && WAIVER_BID_TYPES.has(transactionType) ? dollars(asset.asset_value) : money(asset.asset_value);
    default:
      return asset.asset_id ?? asset.asset_type;
  }
}

/** What changed hands, received first: 'Received Puka Nacua ($12 bid) · Gave up Travis Kelce'. */
export function assetSummary(tx: TransactionLike): string {
  const of = (direction: string) =>
    tx.transaction_assets.filter((a) => a.direction === direction).map((a) => assetLabel(a, tx.transaction_type));
  const received = of('RECEIVED');
  const gave = of('GAVE_UP');
  const bid = tx.bid_amount != null && tx.bid_amount > 0 ? ` (${dollars(tx.bid_amount)} bid)` : '';
  const parts: string[] = [];
  if (received.length) parts.push(`Received ${received.join(', ')}${bid}`);
  if (gave.length) parts.push(`Gave up ${gave.join(', ')}`);
  return parts.join(' · ');
}
