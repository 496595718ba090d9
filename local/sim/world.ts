// Everything one simulator instance knows: the generated season, the leagues, sessions and
// the clock. reset() returns it to what the seed produced (lineups, sessions, clock).
import { Season } from "./season.ts";
import { FantasyLeague } from "./fantasy.ts";
import { generateLeague } from "./league-gen.ts";
import { LEAGUES } from "./leagues.ts";
import { Sessions } from "./sessions.ts";
import { SimClock } from "./clock.ts";

export const SEASON_YEAR = 2026;

export interface ClockSetting {
  at?: number;
  speed?: number;
  frozen?: boolean;
}

export class World {
  readonly season: Season;
  readonly leagues = new Map<string, FantasyLeague>();
  readonly sessions: Sessions;
  readonly clock: SimClock;
  private seenEpoch = 0;

  constructor(readonly seed: number, private readonly clockSetting: ClockSetting) {
    this.season = new Season(seed, SEASON_YEAR);
    for (const cfg of LEAGUES) this.leagues.set(cfg.id, new FantasyLeague(this.season, generateLeague(this.season, cfg)));
    this.sessions = new Sessions(seed);
    this.clock = new SimClock(clockSetting.at ?? this.defaultMoment(), clockSetting.speed ?? 1, clockSetting.frozen ?? false);
  }

  /** Sunday of week 12, 90 minutes after the early (1:00 pm ET) kickoffs: early games live. */
  defaultMoment(): number {
    const early = this.season.gamesByWeek[12].find((g) => g.slot === "EARLY")!;
    return early.kickoff + 90 * 60;
  }

  /** Current sim second; drops time-keyed caches when the clock has jumped. */
  now(): number {
    if (this.clock.epoch !== this.seenEpoch) {
      this.seenEpoch = this.clock.epoch;
      for (const l of this.leagues.values()) l.clearTimeCaches();
    }
    return this.clock.now();
  }

  reset(): void {
    for (const l of this.leagues.values()) l.reset();
    this.sessions.reset();
    this.clock.set(this.clockSetting.at ?? this.defaultMoment());
    this.clock.setSpeed(this.clockSetting.speed ?? 1);
    this.clock.freeze(this.clockSetting.frozen ?? false);
  }

  /** MFL's week markers (mfl_status feed). */
  weeks(now: number) {
    const s = this.season;
    const current = s.currentWeek(now);
    let completed = 0;
    for (let w = 1; w <= 18; w++) if (s.weekFinal(w, now)) completed = w;
    const started = current > 0 && s.weekStarted(current, now);
    const allLocked = current > 0 && s.gamesByWeek[current].every((g) => g.kickoff <= now);
    return {
      CurrentWeek: current,
      LiveScoringWeek: Math.max(current, 1),
      LineupWeek: Math.min(18, allLocked ? current + 1 : Math.max(current, 1)),
      UpcomingWeek: Math.min(18, started ? current + 1 : Math.max(current, 1)),
      CompletedWeek: completed,
    };
  }
}
