import type { MflPlayer } from "../mfl/players.ts";
import { displayPlayerName } from "../league-data/datasets/transactions.ts";

// MFL's player database → the rows public.backfill_players_master takes: the positions the
// product knows (QB RB WR TE PK, team defences as DST team entities; IDP and staff rows are
// left out), "Last, First" turned round, and the other providers' ids MFL's DETAILS carry.

/** MFL's position → the canonical one; null for positions the product does not track. */
const POSITION: Record<string, string> = { QB: "QB", RB: "RB", WR: "WR", TE: "TE", PK: "PK", K: "PK", Def: "DST", DEF: "DST" };

/** MFL DETAILS key → provider. */
const ID_KEYS: Record<string, string> = {
  espn_id: "espn",
  cbs_id: "cbs",
  sleeper_id: "sleeper",
  yahoo_id: "yahoo",
  fantasypros_id: "fantasypros",
};

export interface MasterRow {
  mfl_id: string;
  name: string;
  position: string;
  team: string | null;
  is_team_entity: boolean;
  ids: Record<string, string>;
}

export function masterRows(players: MflPlayer[]): MasterRow[] {
  const rows: MasterRow[] = [];
  for (const p of players) {
    const position = POSITION[p.position];
    if (!position || !p.id || !p.name) continue;
    const ids: Record<string, string> = {};
    for (const [key, provider] of Object.entries(ID_KEYS)) {
      const value = p.externalIds[key]?.trim();
      if (value && value !== "0") ids[provider] = value;
    }
    rows.push({
      mfl_id: p.id,
      name: displayPlayerName(p.name),
      position,
      team: p.team && p.team !== "FA" && p.team !== "FA*" ? p.team : p.team === "FA" ? "FA" : null,
      is_team_entity: position === "DST",
      ids,
    });
  }
  return rows;
}
