// Stat vocabularies shared by the game engine, the aggregations and both wire formats.
// Offensive/kicking stats are keyed by Tank01 group + field so per-play deltas can be summed
// into box-score totals with no translation step (the source of "box score = sum of plays").

export const PLAYER_STAT_GROUPS = {
  Passing: ["passAttempts", "passCompletions", "passYds", "passTD", "int", "sacks", "sackYds"],
  Rushing: ["carries", "rushYds", "rushTD"],
  Receiving: ["receptions", "targets", "recYds", "recTD"],
  Defense: ["fumbles", "fumblesLost"],
  // Tank01 overloads Kicking/Punting with return stats; we do the same.
  Kicking: ["fgMade", "fgAttempts", "fgMissed", "xpMade", "xpAttempts", "xpMissed", "kickReturns", "kickReturnYds"],
  Punting: ["puntReturns", "puntReturnYds"],
} as const;

export type StatGroup = keyof typeof PLAYER_STAT_GROUPS;
export type StatKey = (typeof PLAYER_STAT_GROUPS)[StatGroup][number];
export type StatLine = Partial<Record<StatKey, number>> & { fgYards?: number[]; longRush?: number; longRec?: number };

export const STAT_GROUP_OF: Record<StatKey, StatGroup> = Object.fromEntries(
  Object.entries(PLAYER_STAT_GROUPS).flatMap(([g, keys]) => keys.map((k) => [k, g])),
) as Record<StatKey, StatGroup>;

export const DEF_KEYS = ["sacks", "defensiveInterceptions", "fumblesRecovered", "defTD", "safeties", "ydsAllowed"] as const;
export type DefKey = (typeof DEF_KEYS)[number];
export type DefLine = Partial<Record<DefKey, number>> & { ptsAllowed?: number };

export function addLine(into: StatLine, delta: StatLine): void {
  for (const k in delta) {
    const key = k as keyof StatLine;
    if (key === "fgYards") (into.fgYards ??= []).push(...delta.fgYards!);
    else if (key === "longRush" || key === "longRec") into[key] = Math.max(into[key] ?? -99, delta[key]!);
    else into[key] = (into[key] ?? 0) + (delta[key] as number);
  }
}

export function addDef(into: DefLine, delta: DefLine): void {
  for (const k in delta) {
    const key = k as DefKey;
    into[key] = (into[key] ?? 0) + (delta[key] ?? 0);
  }
}
