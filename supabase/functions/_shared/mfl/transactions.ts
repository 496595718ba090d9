import { payload } from "./payload.ts";
import { asArray, commaList, flag, type JsonObject, num, optText, text } from "./quirks.ts";
import {
  type AssetDirection,
  money,
  parseAssetToken,
  player,
  type TransactionAsset,
} from "./transaction-assets.ts";

export interface Transaction {
  /** Stable across re-syncs (MFL has no transaction id): built from the row's own fields. */
  key: string;
  /** MFL's type as sent: TRADE, FREE_AGENT, BBID_WAIVER, WAIVER, IR, TAXI, AUCTION_WON, ... */
  type: string;
  /** null for system events (LOCK_ALL_PLAYERS, BBID_AUTO_PROCESS_WAIVERS, ...). */
  franchise_id: string | null;
  franchise2_id: string | null;
  /** Unix seconds. */
  timestamp: number;
  /** ISO time of `timestamp`. */
  transaction_date: string | null;
  comments: string | null;
  by_commish: boolean;
  /** Dollars bid: a blind-bid waiver claim, or an auction's nomination, bid or winning price. */
  bid_amount: number | null;
  assets: TransactionAsset[];
  /**
   * What MFL sent, in words, for a move with no player, pick or money the product can read (a type
   * it does not know, or empty lists): so no row is ever blank. Null when the assets say it all.
   */
  description: string | null;
  /** MFL's row, for storage and anything not interpreted here. */
  raw: Record<string, string>;
}

/** Newest first, as MFL sends them. */
export function normaliseTransactions(body: JsonObject): Transaction[] {
  return asArray(payload(body, "transactions").transaction).map(normaliseTransaction);
}

export function normaliseTransaction(row: JsonObject): Transaction {
  const raw: Record<string, string> = {};
  for (const [k, v] of Object.entries(row)) raw[k] = text(v);
  const type = text(row.type).toUpperCase();
  const franchise = optText(row.franchise) ?? null;
  const franchise2 = optText(row.franchise2) ?? null;
  const timestamp = num(row.timestamp) ?? 0;
  const { assets, bid } = parseAssets(type, row, franchise, franchise2);
  // Lists of the field-form WAIVER join the key only when present, so other rows keep their keys.
  const fieldLists = raw.added !== undefined || raw.dropped !== undefined ? [raw.added ?? "", raw.dropped ?? ""] : [];
  return {
    key: [timestamp, type, franchise ?? "", franchise2 ?? "", raw.transaction ?? "", raw.franchise1_gave_up ?? "",
      raw.franchise2_gave_up ?? "", raw.activated ?? "", raw.deactivated ?? "", raw.promoted ?? "", raw.demoted ?? "", ...fieldLists]
      .join("|"),
    type,
    franchise_id: franchise,
    franchise2_id: franchise2,
    timestamp,
    transaction_date: timestamp > 0 ? new Date(timestamp * 1000).toISOString() : null,
    comments: optText(row.comments) ?? null,
    by_commish: flag(row.by_commish),
    bid_amount: bid,
    assets,
    description: assets.length > 0 ? null : describeRaw(raw),
    raw,
  };
}

/** Fields that say who and when, not what: the rest of a row is its content. */
const ROW_FRAME = new Set(["type", "franchise", "franchise2", "timestamp", "by_commish", "comments", "expires"]);

/** MFL's own fields of a row the product cannot read, e.g. `pick: NEP; week: 3`. */
export function describeRaw(raw: Record<string, string>): string {
  const fields = Object.entries(raw).filter(([k, v]) => !ROW_FRAME.has(k) && v.trim() !== "").map(([k, v]) => `${k}: ${v.trim()}`);
  return fields.length > 0 ? fields.join("; ") : "MFL sent no details";
}

function parseAssets(
  type: string,
  row: JsonObject,
  franchise: string | null,
  franchise2: string | null,
): { assets: TransactionAsset[]; bid: number | null } {
  if (!franchise) return { assets: [], bid: null };
  const assets: TransactionAsset[] = [];
  const add = (direction: AssetDirection, franchiseId: string, ids: string[]) => {
    for (const id of ids) assets.push({ direction, franchise_id: franchiseId, ...player(id) });
  };
  const parts = text(row.transaction).split("|");
  switch (type) {
    case "TRADE": {
      // Every asset appears twice: given up by one side, received by the other.
      const side = (from: string, to: string | null, list: unknown) => {
        for (const token of commaList(list)) {
          const asset = parseAssetToken(token);
          if (!asset) continue;
          assets.push({ direction: "GAVE_UP", franchise_id: from, ...asset });
          if (to) assets.push({ direction: "RECEIVED", franchise_id: to, ...asset });
        }
      };
      side(franchise, franchise2, row.franchise1_gave_up);
      if (franchise2) side(franchise2, franchise, row.franchise2_gave_up);
      return { assets, bid: null };
    }
    case "BBID_WAIVER": {
      // "<added,>|<bid>|<dropped,...>"; the bid is money the franchise gives up.
      const bid = num(parts[1]);
      add("RECEIVED", franchise, commaList(parts[0]));
      if (bid !== null) assets.push({ direction: "GAVE_UP", franchise_id: franchise, ...money(bid) });
      add("GAVE_UP", franchise, commaList(parts[2]));
      return { assets, bid };
    }
    case "WAIVER":
      // Seen both as "<added,>|<dropped,>" and as separate `added` / `dropped` lists.
      add("RECEIVED", franchise, [...commaList(parts[0]), ...commaList(row.added)]);
      add("GAVE_UP", franchise, [...commaList(parts[1]), ...commaList(row.dropped)]);
      return { assets, bid: null };
    case "FREE_AGENT":
    case "LOAD_ROSTERS":
      // "<added,...>|<dropped,...>", either side may be empty. A commissioner's roster load names
      // the players it put on the roster before the "|" and those it took off after it: real
      // captures show one load taking a player off one team ("|14057,") and the next putting him
      // on another ("14057,|"), and a load of "|<whole roster>," clearing a roster.
      add("RECEIVED", franchise, commaList(parts[0]));
      add("GAVE_UP", franchise, commaList(parts[1]));
      return { assets, bid: null };
    case "AUCTION_INIT":
    case "AUCTION_BID":
    case "AUCTION_WON": {
      // "<player>|<amount>|<comment?>" (the trailing "|" is sometimes missing): the player put up
      // for auction, bid on or won, and the dollars the franchise offers or pays for him.
      const bid = num(parts[1]);
      add("RECEIVED", franchise, commaList(parts[0]));
      if (bid !== null) assets.push({ direction: "GAVE_UP", franchise_id: franchise, ...money(bid) });
      return { assets, bid };
    }
    case "IR":
      // Within one franchise: "received" back on the active roster from IR, "gave up" to IR.
      add("RECEIVED", franchise, commaList(row.activated));
      add("GAVE_UP", franchise, commaList(row.deactivated));
      return { assets, bid: null };
    case "TAXI":
      // Per the captures: promoted = up to the active roster, demoted = onto the taxi squad.
      add("RECEIVED", franchise, commaList(row.promoted));
      add("GAVE_UP", franchise, commaList(row.demoted));
      return { assets, bid: null };
    default:
      return { assets, bid: null };
  }
}
