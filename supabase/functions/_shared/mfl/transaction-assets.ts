import { num } from "./quirks.ts";

export type AssetDirection = "GAVE_UP" | "RECEIVED";
export type AssetType = "PLAYER" | "DRAFT_PICK" | "MONEY";

/** One thing that changed hands (spec 02 §3 "Transaction asset", minus the player name the caller joins). */
export interface TransactionAsset {
  direction: AssetDirection;
  franchise_id: string;
  asset_type: AssetType;
  /** Player id, MFL's pick token (`FP_0004_2020_4`, `DP_0_4`) or `BB_<amount>`; null for waiver bids. */
  asset_id: string | null;
  draft_round: number | null;
  /** Pick within the round (current-year picks only). */
  draft_position: number | null;
  /** Dollars for MONEY assets. */
  asset_value: number | null;
  /** Season of a future pick. */
  draft_year?: number;
  /** Franchise whose pick it originally was (future picks). */
  original_franchise_id?: string;
}

type AssetBody = Omit<TransactionAsset, "direction" | "franchise_id">;

/**
 * One token of a trade list: a player id, a future pick `FP_<origFranchise>_<year>_<round>`, a
 * current-year pick `DP_<round-1>_<pick-1>` (zero-based) or blind-bid dollars `BB_<amount>`.
 * Unknown tokens → null (kept in the raw row, not guessed at).
 */
export function parseAssetToken(token: string): AssetBody | null {
  const t = token.trim();
  if (/^\d+$/.test(t)) return player(t);
  let m = /^FP_(\d+)_(\d{4})_(\d+)$/i.exec(t);
  if (m) {
    return {
      asset_type: "DRAFT_PICK",
      asset_id: t,
      draft_round: Number(m[3]),
      draft_position: null,
      asset_value: null,
      draft_year: Number(m[2]),
      original_franchise_id: m[1],
    };
  }
  m = /^DP_(\d+)_(\d+)$/i.exec(t);
  if (m) {
    return {
      asset_type: "DRAFT_PICK",
      asset_id: t,
      draft_round: Number(m[1]) + 1,
      draft_position: Number(m[2]) + 1,
      asset_value: null,
    };
  }
  m = /^BB_([\d.]+)$/i.exec(t);
  if (m) return { asset_type: "MONEY", asset_id: t, draft_round: null, draft_position: null, asset_value: num(m[1]) };
  return null;
}

export function player(id: string): AssetBody {
  return { asset_type: "PLAYER", asset_id: id, draft_round: null, draft_position: null, asset_value: null };
}

export function money(amount: number): AssetBody {
  return { asset_type: "MONEY", asset_id: null, draft_round: null, draft_position: null, asset_value: amount };
}
