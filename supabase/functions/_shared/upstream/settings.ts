import type { SystemSettings } from "../contracts/admin-settings.ts";

/** The system settings the upstream layer reads (spec 02 §3). */
export type UpstreamSettings = Pick<
  SystemSettings,
  | "poll_interval_active_sec"
  | "poll_interval_idle_sec"
  | "per_league_stagger_ms"
  | "hard_cap_rpm_per_user"
  | "backoff_initial_sec"
  | "backoff_max_sec"
  | "roster_client_ttl_sec"
  | "standings_client_ttl_sec"
  | "schedule_client_ttl_sec"
>;
