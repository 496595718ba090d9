// Tests only: the league tables in memory, behind the same reader/writer interfaces the functions
// use, with the membership rule of the RLS policies (a user sees a league's rows only with a
// verified user_leagues row) and the replace functions' older-data guard.
import { provenFor } from "../_shared/league-data/league-membership.ts";
import type { MembershipStore } from "../_shared/league-data/league-sync.ts";
import type { FranchiseWriteRow } from "../_shared/league-data/datasets/franchises.ts";
import type { SyncKind } from "../_shared/league-data/datasets/registry.ts";
import type { StandingRecord, StandingsRulesRow, StandingsWrite } from "../_shared/league-data/datasets/standings.ts";
import type { TransactionRecord, TransactionWriteRow } from "../_shared/league-data/datasets/transactions.ts";
import type { FranchiseRecord, LeagueReader, LeagueWriter, Membership, SyncState } from "../_shared/league-data/league-store.ts";

interface Keyed {
  league: string;
  year: number;
}

export class MemoryLeagueTables {
  memberships: (Membership & { user_id: string; verified_at: string | null })[] = [];
  franchises: (FranchiseRecord & Keyed)[] = [];
  standings: (StandingRecord & Keyed)[] = [];
  standingsRules: (StandingsRulesRow & Keyed)[] = [];
  transactions: (TransactionRecord & Keyed)[] = [];
  states: (SyncState & Keyed)[] = [];
  writes: string[] = [];
  /** What the database's now() would be: stamps attempted_at like the replace/mark functions do. */
  clock: () => number = Date.now;

  /** A member MFL has verified (what a league sync writes). */
  member(userId: string, leagueId: string, franchiseId = "0001", displayName = `League ${leagueId}`): this {
    this.memberships.push({
      user_id: userId,
      league_id: leagueId,
      franchise_id: franchiseId,
      display_name: displayName,
      verified_at: new Date(this.clock()).toISOString(),
    });
    return this;
  }

  /** A row the user added themselves (the SPA's Add League): not verified, grants nothing yet. */
  claim(userId: string, leagueId: string, franchiseId: string | null = "0001", displayName = `League ${leagueId}`): this {
    this.memberships.push({ user_id: userId, league_id: leagueId, franchise_id: franchiseId, display_name: displayName, verified_at: null });
    return this;
  }

  /** user_leagues.verified_at as the service role sets it. */
  membershipStore(): MembershipStore {
    const row = (userId: string, leagueId: string) => this.memberships.find((m) => m.user_id === userId && m.league_id === leagueId);
    return {
      isVerified: (userId, leagueId, year) => Promise.resolve(provenFor(row(userId, leagueId), year)),
      markVerified: (userId, leagueId, franchiseId, proof) => {
        const r = row(userId, leagueId);
        if (r) Object.assign(r, { verified_at: new Date(this.clock()).toISOString(), franchise_id: franchiseId, verified_year: proof.year });
        return Promise.resolve();
      },
      unverify: (userId, leagueId) => {
        const r = row(userId, leagueId);
        if (r) r.verified_at = null;
        return Promise.resolve();
      },
    };
  }

  /**
   * The league_view_<kind> read functions of the kinds kept here, with their RLS: the caller's own
   * membership row (verified or not), and the league's rows only with a verified row.
   */
  reader(userId: string): LeagueReader {
    const sees = (league: string) =>
      this.memberships.some((m) => m.user_id === userId && m.league_id === league && m.verified_at !== null);
    const of = <T extends Keyed>(rows: T[], league: string, year: number) =>
      (sees(league) ? rows.filter((r) => r.league === league && r.year === year) : []).map(({ league: _l, year: _y, ...r }) => r);
    const views: Record<string, (league: string, year: number, limit?: number) => unknown> = {
      league_view_standings: (l, y) => ({
        rules: of(this.standingsRules, l, y)[0] ?? null,
        rows: of(this.standings, l, y).sort((a, b) => a.rank - b.rank),
      }),
      league_view_transactions: (l, y, limit) => {
        const all = of(this.transactions, l, y).sort((a, b) => (b.transaction_date ?? "").localeCompare(a.transaction_date ?? ""));
        return { rows: all.slice(0, limit ?? all.length), total: all.length };
      },
    };
    return {
      view: (rpc, leagueId, year, limit) => {
        const rows = views[rpc];
        // Rosters and player scores are read through a real database in their tests.
        if (!rows) return Promise.reject(new Error(`${rpc} is not kept in memory: test it on a database`));
        const m = this.memberships.find((m) => m.user_id === userId && m.league_id === leagueId);
        const { user_id: _u, ...membership } = m ?? { user_id: "" };
        return Promise.resolve({
          membership: m ? { ...membership } as Membership : null,
          states: of(this.states, leagueId, year),
          franchises: of(this.franchises, leagueId, year),
          rows: rows(leagueId, year, limit),
        });
      },
    };
  }

  state(league: string, year: number, kind: SyncKind, syncedAt: string | null, stale = false): this {
    this.states = this.states.filter((s) => !(s.league === league && s.year === year && s.kind === kind));
    const attempted_at = new Date(this.clock()).toISOString();
    this.states.push({ league, year, kind, synced_at: syncedAt, attempted_at, stale, last_error: stale ? "failed" : null });
    return this;
  }

  writer(): LeagueWriter {
    const begin = (league: string, year: number, kind: SyncKind, at: string) => {
      const s = this.states.find((x) => x.league === league && x.year === year && x.kind === kind);
      if (s?.synced_at && Date.parse(s.synced_at) >= Date.parse(at)) return false;
      this.state(league, year, kind, at);
      this.writes.push(`${kind}:${league}`);
      return true;
    };
    // What each replace_* function does with its rows, by kind.
    // Kinds not modelled here (rosters, player scores, settings) are read through league_view only: their tests use a database.
    const store: Partial<Record<SyncKind, (league: string, year: number, rows: unknown) => void>> = {
      franchises: (league, year, rows) => {
        this.franchises = this.franchises.filter((f) => !(f.league === league && f.year === year))
          .concat((rows as FranchiseWriteRow[]).map((r) => ({ league, year, ...r })));
      },
      standings: (league, year, written) => {
        const { rules, rows } = written as StandingsWrite;
        const other = <T extends Keyed>(r: T) => !(r.league === league && r.year === year);
        this.standings = this.standings.filter(other).concat(rows.map((r) => ({ league, year, ...r })));
        this.standingsRules = this.standingsRules.filter(other).concat([{ league, year, ...rules }]);
      },
      transactions: (league, year, rows) => {
        this.transactions = this.transactions.filter((f) => !(f.league === league && f.year === year))
          .concat((rows as TransactionWriteRow[]).map(({ assets, raw: _raw, mfl_key, ...r }) => ({
            league,
            year,
            id: mfl_key,
            ...r,
            transaction_assets: assets,
          })));
      },
    };
    return {
      replace: (dataset, league, year, rows, at) => {
        const kind = dataset.kind as SyncKind;
        if (!begin(league, year, kind, at)) return Promise.resolve(false);
        store[kind]?.(league, year, rows);
        return Promise.resolve(true);
      },
      markFailed: (league, year, kind, error) => {
        const s = this.states.find((x) => x.league === league && x.year === year && x.kind === kind);
        const attempted_at = new Date(this.clock()).toISOString();
        if (s) Object.assign(s, { attempted_at, stale: true, last_error: error });
        else this.states.push({ league, year, kind, synced_at: null, attempted_at, stale: true, last_error: error });
        return Promise.resolve();
      },
      // Player scores are not kept in memory: every week is asked of MFL (tests of them use a real database).
      finalScoreWeeks: () => Promise.resolve([]),
    };
  }
}
