import type { AlertKind, AlertPayload } from "../../_shared/contracts/alerts.ts";

/** One alert a source found for one user: when it is due, when it stops mattering, its one key per problem. */
export interface AlertDraft {
  userId: string;
  /** The league it is about; null when it spans the user's leagues. */
  leagueId: string | null;
  /** Unique per problem and user (the outbox sends each key at most once). */
  key: string;
  /** Epoch ms. */
  dueAt: number;
  /** Epoch ms: never pushed after this. */
  expiresAt: number;
  payload: AlertPayload;
}

/** What one run of a source found, and which (user, league) pairs it looked at (their withdrawn problems are dropped). */
export interface SourceFindings {
  alerts: AlertDraft[];
  /** Set by sources whose problems can go away before they are due (a lineup fixed in time). */
  scope?: { userId: string; leagueId: string }[];
  /** How many (user, league) pairs it looked at. */
  looked: number;
}

/** A source of alerts: one function of the time that yields alerts with a due time and a unique key. */
export interface AlertSource {
  kind: AlertKind;
  find(now: number): Promise<SourceFindings>;
}

/** A user who asked for a kind of alert in one league (public.alert_audience). */
export interface AudienceMember {
  user_id: string;
  league_id: string;
  franchise_id: string;
  league_name: string;
  verified_year: number | null;
  time_zone: string;
}

/** Groups an audience by league, in a stable order. */
export function byLeague(audience: AudienceMember[]): Map<string, AudienceMember[]> {
  const out = new Map<string, AudienceMember[]>();
  for (const m of audience) out.set(m.league_id, [...(out.get(m.league_id) ?? []), m]);
  return out;
}
