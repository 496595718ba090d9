import { DEFAULT_SPREADS, estimateSpreads, type SpreadModel } from "../insights/win-probability.ts";
import type { PlayerScoreRecord } from "./views/top-players.ts";
import type { LeagueReader } from "./league-store.ts";

// How widely each position's weekly scores spread in a league's own scoring, for the win
// probability: estimated from the league's stored weekly player scores (the Top Players view, read
// as the caller so RLS decides), never from MFL. A season's spread moves once a week, so each
// isolate keeps a league's model for an hour: a poll every 30 s does not re-read a league's season.

const KEEP_MS = 60 * 60_000;
/** A failed read is tried again sooner: until then the default spread answers. */
const KEEP_FAILED_MS = 60_000;

const models = new Map<string, { model: Promise<SpreadModel>; until: number }>();

/** The league's spread model; the default (60 % of a projection) before the season has enough weeks stored. */
export function seasonSpreads(reader: LeagueReader, leagueId: string, year: number, now: number): Promise<SpreadModel> {
  const key = `${leagueId}:${year}`;
  const kept = models.get(key);
  if (kept && kept.until > now) return kept.model;
  const entry = { model: readSpreads(reader, leagueId, year), until: now + KEEP_MS };
  entry.model.catch(() => {});
  entry.model.then((m) => {
    if (m === DEFAULT_SPREADS) entry.until = now + KEEP_FAILED_MS;
  });
  models.set(key, entry);
  return entry.model;
}

async function readSpreads(reader: LeagueReader, leagueId: string, year: number): Promise<SpreadModel> {
  try {
    const snapshot = await reader.view("league_view_top_players", leagueId, year);
    const scores = (snapshot.rows as { scores?: PlayerScoreRecord[] } | null)?.scores ?? [];
    return estimateSpreads(scores.filter((p) => p.position).map((p) => ({
      position: p.position!,
      weekly: Object.values(p.weekly_scores ?? {}).map(Number).filter(Number.isFinite),
    })));
  } catch (error) {
    console.warn(`Weekly scores of league ${leagueId} unavailable; the default spread answers:`, error instanceof Error ? error.message : error);
    return DEFAULT_SPREADS;
  }
}

/** Tests start from an empty memo. */
export function forgetSeasonSpreads(): void {
  models.clear();
}
