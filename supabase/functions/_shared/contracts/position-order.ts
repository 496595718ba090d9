// Spec 02 §5 position sort order, the one implementation: QB, RB, WR, TE, PK/K, Def/DEF, then
// others, by last name. Rosters list players in it; Set Lineup's groups follow the league's own
// starting positions and sort by name within each (lastName).

/** MFL spells kickers PK and defences Def; other sources say K and DEF (or DST). */
export function canonicalPosition(position: string | null | undefined): string {
  const upper = (position ?? "").trim().toUpperCase();
  return ({ K: "PK", DEF: "Def", DST: "Def", D: "Def" } as Record<string, string>)[upper] ?? upper;
}

/** Whether two spellings name one position ('K' and 'PK', 'DEF' and 'Def'). */
export function samePosition(a: string, b: string): boolean {
  return canonicalPosition(a).toUpperCase() === canonicalPosition(b).toUpperCase();
}

const ORDER = ["QB", "RB", "WR", "TE", "PK", "Def"];

/** Index in the spec's order; positions it does not name come after, together. */
export function positionRank(position: string | null | undefined): number {
  const i = ORDER.findIndex((p) => samePosition(p, position ?? ""));
  return i < 0 ? ORDER.length : i;
}

/** Last name for sorting: "Patrick Mahomes II" → "Mahomes II"; MFL's "Mahomes, Patrick" → "Mahomes". */
export function lastName(name: string): string {
  const comma = name.indexOf(",");
  if (comma >= 0) return name.slice(0, comma).trim();
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? parts.slice(1).join(" ") : name;
}

/** By last name, then the whole name (two Smiths keep a stable order). */
export function compareByName(a: string, b: string): number {
  return lastName(a).localeCompare(lastName(b)) || a.localeCompare(b);
}

/** Spec 02 §5: by position in the spec's order, then by last name. */
export function compareByPositionThenName(
  a: { position: string | null | undefined; name: string },
  b: { position: string | null | undefined; name: string },
): number {
  return positionRank(a.position) - positionRank(b.position) || compareByName(a.name, b.name);
}
