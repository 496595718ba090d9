// Expected stat lines per player and week, turned into league points. They drive the MFL
// projectedScores export, the fantasy drafts and the owners' default lineups.
import { rngFor } from "./rng.ts";
import { isIdp, isPlaying, Player } from "./players.ts";
import { shareOf } from "./game-engine.ts";
import { defenseHundredths, playerHundredths, ScoringRules } from "./scoring.ts";
import { DefLine, StatLine } from "./stats.ts";
import { expectedIdpLine, idpHundredths } from "./idp-stats.ts";

export function expectedLine(p: Player): StatLine {
  const s = p.skill;
  switch (p.pos) {
    case "QB":
      return p.depth === 1
        ? { passYds: 235 * s, passTD: 1.6 * s, int: 0.8, rushYds: 16 * s, rushTD: 0.12, fumblesLost: 0.2 }
        : { passYds: 10, passTD: 0.05 };
    case "RB": {
      const c = 27 * shareOf(p), t = 34 * shareOf(p) * 0.15;
      return { rushYds: c * 4.2 * s, rushTD: c * 0.03 * s, receptions: t * 0.75, recYds: t * 6, recTD: t * 0.03, fumblesLost: c * 0.006 };
    }
    case "WR":
    case "TE": {
      const t = 34 * shareOf(p);
      return { receptions: t * 0.63, recYds: t * 0.63 * 12 * s, recTD: t * 0.05 * s };
    }
    case "PK":
      return { fgYards: [35, 42], xpMade: 2.3 };
    default:
      return {};
  }
}

/** Projected hundredths for a player in a week, or null when unprojected (bye, out, free agent). */
export function projectedHundredths(
  seed: number, rules: ScoringRules, p: Player, week: number, onBye: boolean, oppStrength: number,
): number | null {
  if (onBye || p.team === "FA" || (p.pos !== "Def" && !isPlaying(p, week))) return null;
  const noise = 0.85 + rngFor(seed, "proj", p.mflId, week).next() * 0.3;
  if (isIdp(p)) return rules.idp ? Math.round(idpHundredths(rules.idp, expectedIdpLine(p)) * noise * (0.9 + oppStrength * 0.2)) : null;
  if (p.pos === "Def") {
    const d: DefLine = { sacks: 2.5 * p.skill, defensiveInterceptions: 0.8, fumblesRecovered: 0.6, defTD: 0.1, ptsAllowed: Math.round(24 - p.skill * 6) };
    return Math.round(defenseHundredths(rules, d) * noise);
  }
  return Math.round(playerHundredths(rules, expectedLine(p)) * noise * (1.1 - oppStrength * 0.2));
}
