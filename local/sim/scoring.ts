// League scoring rules and stat → fantasy point conversion. Points are computed in integer
// hundredths and then rounded once to the league's precision, so a franchise score is an exact
// sum of the starter scores it is displayed with (MFL's own invariant, checked by the tests).
import { DefLine, StatLine } from "./stats.ts";
import type { IdpRules } from "./idp-stats.ts";

export interface ScoringRules {
  passYdsPerPt: number;
  passTD: number;
  passInt: number;
  rushYdsPerPt: number;
  rushTD: number;
  reception: number;
  recYdsPerPt: number;
  recTD: number;
  fumbleLost: number;
  /** FG points by distance: [maxYards, points]. */
  fg: [number, number][];
  fgMiss: number;
  xp: number;
  xpMiss: number;
  def: { sack: number; int: number; fumRec: number; td: number; safety: number; pointsAllowed: [number, number][] };
  /** Individual defensive players' points (IDP leagues only). */
  idp?: IdpRules;
}

export const DEFAULT_PA_TIERS: [number, number][] = [[0, 10], [6, 7], [13, 4], [20, 1], [27, 0], [34, -1], [999, -4]];

const per = (yds: number, perPt: number) => Math.trunc((yds * 100) / perPt);

/** Points in hundredths for an offensive/kicking stat line. */
export function playerHundredths(r: ScoringRules, s: StatLine): number {
  let h = 0;
  h += per(s.passYds ?? 0, r.passYdsPerPt) + (s.passTD ?? 0) * r.passTD * 100 + (s.int ?? 0) * r.passInt * 100;
  h += per(s.rushYds ?? 0, r.rushYdsPerPt) + (s.rushTD ?? 0) * r.rushTD * 100;
  h += Math.round((s.receptions ?? 0) * r.reception * 100) + per(s.recYds ?? 0, r.recYdsPerPt) + (s.recTD ?? 0) * r.recTD * 100;
  h += (s.fumblesLost ?? 0) * r.fumbleLost * 100;
  for (const d of s.fgYards ?? []) h += (r.fg.find(([max]) => d <= max)?.[1] ?? 3) * 100;
  h += (s.fgMissed ?? 0) * r.fgMiss * 100 + (s.xpMade ?? 0) * r.xp * 100 + (s.xpMissed ?? 0) * r.xpMiss * 100;
  return h;
}

export function defenseHundredths(r: ScoringRules, d: DefLine): number {
  const x = r.def;
  let h = ((d.sacks ?? 0) * x.sack + (d.defensiveInterceptions ?? 0) * x.int + (d.fumblesRecovered ?? 0) * x.fumRec +
    (d.defTD ?? 0) * x.td + (d.safeties ?? 0) * x.safety) * 100;
  const pa = d.ptsAllowed ?? 0;
  h += (x.pointsAllowed.find(([max]) => pa <= max)?.[1] ?? 0) * 100;
  return Math.round(h);
}

/** Hundredths → integer units of the league precision (10^-precision). */
export function toUnits(hundredths: number, precision: number): number {
  return precision >= 2 ? hundredths * 10 ** (precision - 2) : Math.round(hundredths / 10 ** (2 - precision));
}

export function formatUnits(units: number, precision: number): string {
  return (units / 10 ** precision).toFixed(precision);
}
