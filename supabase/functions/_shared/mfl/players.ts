import { payload } from "./payload.ts";
import { asArray, type JsonObject, num, optText, text } from "./quirks.ts";

export interface MflPlayer {
  id: string;
  /** MFL form, "Last, First" (team units: "Chiefs, Kansas City"). */
  name: string;
  /** QB RB WR TE PK Def ... as MFL spells them. */
  position: string;
  /** MFL team code (KCC, GBP, ...), `FA` for free agents. */
  team: string;
  isRookie: boolean;
  draftYear?: number;
  draftRound?: number;
  draftPick?: number;
  /** Unix seconds. */
  birthdate?: number;
  heightInches?: number;
  weight?: number;
  college?: string;
  jersey?: string;
  /** Other providers' ids present in the DB (`espn_id`, `sportsdata_id`, `stats_id`, ...). */
  externalIds: Record<string, string>;
}

export interface PlayerDatabase {
  /** Unix seconds of the database build; null when absent. */
  timestamp: number | null;
  players: MflPlayer[];
}

/** The player's numeric fields, each from MFL's attribute of that meaning. */
type NumericField = "draftYear" | "draftRound" | "draftPick" | "birthdate" | "heightInches" | "weight";

const NUMERIC: [NumericField, string][] = [
  ["draftYear", "draft_year"],
  ["draftRound", "draft_round"],
  ["draftPick", "draft_pick"],
  ["birthdate", "birthdate"],
  ["heightInches", "height"],
  ["weight", "weight"],
];

export function normalisePlayers(body: JsonObject): PlayerDatabase {
  const p = payload(body, "players");
  return { timestamp: num(p.timestamp), players: asArray(p.player).map(normalisePlayer) };
}

function normalisePlayer(row: JsonObject): MflPlayer {
  const out: MflPlayer = {
    id: text(row.id),
    name: text(row.name).trim(),
    position: text(row.position),
    team: text(row.team),
    isRookie: text(row.status) === "R",
    externalIds: {},
  };
  for (const [to, from] of NUMERIC) {
    const v = num(row[from]);
    if (v !== null) out[to] = v;
  }
  const college = optText(row.college);
  if (college) out.college = college;
  const jersey = optText(row.jersey);
  if (jersey) out.jersey = jersey;
  for (const [key, value] of Object.entries(row)) {
    const v = optText(value);
    if (key.endsWith("_id") && v && v !== "0") out.externalIds[key] = v;
  }
  return out;
}
