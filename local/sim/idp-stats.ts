// Individual defensive stats as a fold over the same plays as everything else: every tackle,
// sack, interception, forced fumble, recovery and pass defended of a scripted game is credited to
// one of the defending team's IDP players. The credit is drawn from its own stream per game
// (seed, "idp", gameID), so the plays themselves, and every offensive number, are untouched.
import { rngFor } from "./rng.ts";
import { IdpPosition, Player } from "./players.ts";
import { GameScript, Side } from "./game-engine.ts";

export interface IdpLine {
  tackles?: number;
  assists?: number;
  sacks?: number;
  ints?: number;
  ff?: number;
  fr?: number;
  pd?: number;
  tds?: number;
}

/** Points per IDP stat, as an IDP league's scoring sets them. */
export type IdpRules = Required<Record<keyof IdpLine, number>>;

type Event = "tackleRun" | "tacklePass" | "sack" | "int" | "ff" | "fr" | "pd";

/** Who makes which play, by position (each row sums to 1). */
const WHO: Record<Event, Partial<Record<IdpPosition, number>>> = {
  tackleRun: { DE: 0.15, DT: 0.15, LB: 0.45, CB: 0.1, S: 0.15 },
  tacklePass: { DE: 0.03, DT: 0.02, LB: 0.3, CB: 0.4, S: 0.25 },
  sack: { DE: 0.5, DT: 0.25, LB: 0.22, CB: 0.01, S: 0.02 },
  int: { LB: 0.12, CB: 0.55, S: 0.33 },
  ff: { DE: 0.3, DT: 0.1, LB: 0.3, CB: 0.15, S: 0.15 },
  fr: { DE: 0.25, DT: 0.2, LB: 0.3, CB: 0.12, S: 0.13 },
  pd: { LB: 0.12, CB: 0.6, S: 0.28 },
};

/** Per play of the script, the IDP stat deltas it produced (keyed by MFL id), or undefined. */
export type IdpDeltas = (Record<string, IdpLine> | undefined)[];

export function creditIdp(seed: number, script: GameScript, defenders: (side: Side) => Player[]): IdpDeltas {
  const rng = rngFor(seed, "idp", script.game.id);
  const pickOne = (side: Side, event: Event, except?: Player): Player | undefined => {
    const pool = defenders(side).filter((p) => p !== except);
    const weights = pool.map((p) => (WHO[event][p.pos as IdpPosition] ?? 0) * (p.depth <= 3 ? 1 : 0.2) * p.skill);
    return weights.some((w) => w > 0) ? rng.weighted(pool, weights) : undefined;
  };
  return script.plays.map((play) => {
    const out: Record<string, IdpLine> = {};
    const add = (p: Player | undefined, k: keyof IdpLine, n = 1) => {
      if (p) (out[p.mflId] ??= {})[k] = ((out[p.mflId] ??= {})[k] ?? 0) + n;
    };
    const tackle = (side: Side, event: Event) => {
      const a = pickOne(side, event);
      if (rng.chance(0.35)) (add(a, "assists"), add(pickOne(side, event, a), "assists"));
      else add(a, "tackles");
    };
    for (const side of ["home", "away"] as const) {
      const d = play.def?.[side];
      if (!d) continue;
      if (d.sacks) {
        const p = pickOne(side, "sack");
        (add(p, "sacks"), add(p, "tackles"));
      }
      if (d.defensiveInterceptions) {
        const p = pickOne(side, "int");
        add(p, "ints");
        if (d.defTD) add(p, "tds");
      }
      if (d.fumblesRecovered) add(pickOne(side, "fr"), "fr");
    }
    const off = play.scrimmageSide;
    if (off) {
      const dfn: Side = off === "home" ? "away" : "home";
      const lines = Object.values(play.stats);
      const carried = lines.some((l) => l.carries && !l.rushTD);
      const caught = lines.some((l) => l.receptions && !l.recTD);
      if (carried || caught) tackle(dfn, carried ? "tackleRun" : "tacklePass");
      if (lines.some((l) => l.fumbles)) add(pickOne(dfn, "ff"), "ff");
      const incomplete = lines.some((l) => l.passAttempts && !l.passCompletions && !l.int && !l.sacks);
      if (incomplete && rng.chance(0.22)) add(pickOne(dfn, "pd"), "pd");
    }
    return Object.keys(out).length ? out : undefined;
  });
}

export function foldIdp(deltas: IdpDeltas, k: number): Map<string, IdpLine> {
  const lines = new Map<string, IdpLine>();
  for (let i = 0; i < k; i++) {
    const d = deltas[i];
    if (!d) continue;
    for (const id in d) {
      let line = lines.get(id);
      if (!line) lines.set(id, (line = {}));
      for (const key in d[id]) {
        const k2 = key as keyof IdpLine;
        line[k2] = (line[k2] ?? 0) + d[id][k2]!;
      }
    }
  }
  return lines;
}

export function idpHundredths(r: IdpRules, s: IdpLine): number {
  let pts = 0;
  for (const k in r) pts += (s[k as keyof IdpLine] ?? 0) * r[k as keyof IdpLine];
  return Math.round(pts * 100);
}

/** What a defender is expected to do in a game (projections, draft values). */
export function expectedIdpLine(p: Player): IdpLine {
  const s = p.skill * (p.depth <= 3 ? 1 : 0.2);
  switch (p.pos as IdpPosition) {
    case "DE": return { tackles: 2.2 * s, assists: 1 * s, sacks: 0.55 * s, ff: 0.12 * s, fr: 0.08 };
    case "DT": return { tackles: 1.8 * s, assists: 1.1 * s, sacks: 0.3 * s, fr: 0.07 };
    case "LB": return { tackles: 4.6 * s, assists: 2 * s, sacks: 0.2 * s, ints: 0.06, pd: 0.3 * s, ff: 0.1 };
    case "CB": return { tackles: 3.4 * s, assists: 0.7 * s, ints: 0.16 * s, pd: 0.9 * s };
    case "S": return { tackles: 4 * s, assists: 1.4 * s, ints: 0.12 * s, pd: 0.5 * s };
  }
}
