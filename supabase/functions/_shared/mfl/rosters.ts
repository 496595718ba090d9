import { payload } from "./payload.ts";
import { asArray, type JsonObject, num, optText, text } from "./quirks.ts";

export type RosterStatus = "ROSTER" | "INJURED_RESERVE" | "TAXI_SQUAD";

export interface RosterPlayer {
  id: string;
  status: RosterStatus;
  salary?: number;
  contractYear?: number;
  contractInfo?: string;
  /** e.g. `"3.04"` (round.pick) where the league records it. */
  drafted?: string;
}

export interface FranchiseRoster {
  franchiseId: string;
  week: number | null;
  players: RosterPlayer[];
}

const STATUSES = new Set<string>(["ROSTER", "INJURED_RESERVE", "TAXI_SQUAD"]);

export function normaliseRosters(body: JsonObject): FranchiseRoster[] {
  return asArray(payload(body, "rosters").franchise).map((f) => ({
    franchiseId: text(f.id),
    week: num(f.week),
    players: asArray(f.player).map((p) => {
      const status = text(p.status);
      const out: RosterPlayer = { id: text(p.id), status: (STATUSES.has(status) ? status : "ROSTER") as RosterStatus };
      const salary = num(p.salary);
      if (salary !== null) out.salary = salary;
      const contractYear = num(p.contractYear);
      if (contractYear !== null) out.contractYear = contractYear;
      const contractInfo = optText(p.contractInfo);
      if (contractInfo) out.contractInfo = contractInfo;
      const drafted = optText(p.drafted);
      if (drafted) out.drafted = drafted;
      return out;
    }),
  }));
}
