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
  /** MFL's fields in words for a move without assets the server reads (a type it does not know). */
  description?: string | null;
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
 * Moves that are not an exchange, in words: what "received" and "gave up" mean for an IR move, a taxi
 * squad move, a commissioner's roster load and the three steps of an auction. The player's words and
 * the money's words; the summary's sentences below say the same.
 */
const MOVE_WORDS: Readonly<Record<string, { RECEIVED: string; GAVE_UP: string }>> = {
  IR: { RECEIVED: 'from IR', GAVE_UP: 'to IR' },
  TAXI: { RECEIVED: 'promoted from taxi squad', GAVE_UP: 'demoted to taxi squad' },
  LOAD_ROSTERS: { RECEIVED: 'loaded', GAVE_UP: 'removed' },
  AUCTION_INIT: { RECEIVED: 'nominated', GAVE_UP: 'opening bid' },
  AUCTION_BID: { RECEIVED: 'bid on', GAVE_UP: 'bid' },
  AUCTION_WON: { RECEIVED: 'won at auction', GAVE_UP: 'paid' },
};

function wordsOf(transactionType: string | undefined, direction: string): string | null {
  const words = transactionType && Object.hasOwn(MOVE_WORDS, transactionType) ? MOVE_WORDS[transactionType] : null;
  return words && (direction === 'RECEIVED' || direction === 'GAVE_UP') ? words[direction] : null;
}

/** 'Puka Nacua', '2027 Round 2, Pick 5', '$12.50' ('$12' for a waiver bid); 'Player #15000' when MFL did not name him. */
function plainLabel(asset: TransactionAssetLike, transactionType?: string): string {
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

/**
 * An asset as the Gave Up / Received columns show it: 'Puka Nacua', '2027 Round 2, Pick 5', '$12';
 * in a move that is no exchange, with what happened: 'Puka Nacua (to IR)', '$25 bid'.
 */
export function assetLabel(asset: TransactionAssetLike, transactionType?: string): string {
  const label = plainLabel(asset, transactionType);
  const words = wordsOf(transactionType, asset.direction);
  if (!words) return label;
  return asset.asset_type === 'MONEY' ? `${label} ${words}` : `${label} (${words})`;
}

type Sentence = (received: string, gaveUp: string, amount: string) => string[];

const amountAt = (word: string, amount: string) => (amount ? ` ${word} ${amount}` : '');

/** The moves that read as sentences (players' names joined, the amount in dollars); empty parts are left out. */
const SENTENCES: Readonly<Record<string, Sentence>> = {
  AUCTION_INIT: (players, _, amount) => [players && `Nominated ${players}${amountAt('at', amount)}`],
  AUCTION_BID: (players, _, amount) => [players && (amount ? `Bid ${amount} on ${players}` : `Bid on ${players}`)],
  AUCTION_WON: (players, _, amount) => [players && `Won ${players}${amountAt('for', amount)}`],
  IR: (received, gaveUp) => [received && `Activated ${received} from IR`, gaveUp && `Moved ${gaveUp} to IR`],
  TAXI: (received, gaveUp) => [received && `Promoted ${received} from the taxi squad`, gaveUp && `Demoted ${gaveUp} to the taxi squad`],
  LOAD_ROSTERS: (received, gaveUp) => [received && `Loaded ${received}`, gaveUp && `Removed ${gaveUp}`],
};

/**
 * What the move did, in words: 'Received Puka Nacua ($12 bid) · Gave up Travis Kelce', 'Bid $25 on
 * Puka Nacua', 'Moved Travis Kelce to IR'; a move without assets reads as MFL's own fields.
 */
export function assetSummary(tx: TransactionLike): string {
  const type = tx.transaction_type;
  const of = (direction: string, assetType?: string) =>
    tx.transaction_assets
      .filter((a) => a.direction === direction && (assetType === undefined || a.asset_type === assetType))
      .map((a) => plainLabel(a, type))
      .join(', ');
  const sentence = Object.hasOwn(SENTENCES, type) ? SENTENCES[type] : null;
  if (sentence && tx.transaction_assets.length > 0) {
    const amount = tx.bid_amount != null ? money(tx.bid_amount) : '';
    const parts = sentence(of('RECEIVED', 'PLAYER'), of('GAVE_UP', 'PLAYER'), amount).filter(Boolean);
    if (parts.length > 0) return parts.join(' · ');
  }
  const received = of('RECEIVED');
  const gave = of('GAVE_UP');
  const bid = tx.bid_amount != null && tx.bid_amount > 0 ? ` (${dollars(tx.bid_amount)} bid)` : '';
  const parts: string[] = [];
  if (received) parts.push(`Received ${received}${bid}`);
  if (gave) parts.push(`Gave up ${gave}`);
  if (parts.length === 0 && tx.description) return tx.description;
  return parts.join(' · ');
}
