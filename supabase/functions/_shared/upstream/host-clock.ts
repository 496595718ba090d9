import type { SupabaseClient } from "../supabase.ts";
import type { Clock } from "./clock.ts";

/** The league host's clock as last observed: how far ahead of ours it runs, and when we saw it (our epoch ms). */
export interface HostClockReading {
  skewMs: number;
  observedAt: number;
}

/** Where every isolate finds the host's clock (the `upstream_host_clock` table); never throws. */
export interface HostClockStore {
  read(): Promise<HostClockReading | null>;
  write(reading: HostClockReading): Promise<void>;
}

/** A change smaller than this is the Date header's one-second resolution, not news worth a write. */
const WRITE_THRESHOLD_MS = 2_000;

/**
 * The league host's time, learned from the `Date` header of its answers. MFL locks a lineup at
 * kickoff by its own clock, so "has this game kicked off" is asked of the host's time: the same
 * as ours give or take a second in production; the simulator's clock wherever it runs one.
 * Every isolate writes what it sees (only when it moved), so one that has not talked to MFL yet,
 * e.g. the one answering a save, still knows it.
 */
export class HostClock {
  readonly #clock: Clock;
  readonly #store: HostClockStore | null;
  #seen: HostClockReading | null = null;
  #written: number | null = null;

  constructor(clock: Clock, store: HostClockStore | null = null) {
    this.#clock = clock;
    this.#store = store;
  }

  /** An answer's `Date` header (whole seconds: its middle is half a second later) as received at `receivedAt`. */
  observe(dateHeader: string | null, receivedAt: number): void {
    const date = dateHeader ? Date.parse(dateHeader) : NaN;
    if (!Number.isFinite(date)) return;
    const reading = { skewMs: date + 500 - receivedAt, observedAt: receivedAt };
    this.#seen = reading;
    if (!this.#store || (this.#written !== null && Math.abs(reading.skewMs - this.#written) < WRITE_THRESHOLD_MS)) return;
    this.#written = reading.skewMs;
    void this.#store.write(reading);
  }

  /** The host's time now (epoch ms): the latest observation of any isolate, ours when none was made. */
  async now(): Promise<number> {
    const stored = this.#store ? await this.#store.read() : null;
    const latest = [stored, this.#seen].filter((r): r is HostClockReading => r !== null)
      .sort((a, b) => b.observedAt - a.observedAt)[0];
    return this.#clock.now() + (latest?.skewMs ?? 0);
  }
}

/** `public.upstream_host_clock` (migration 20261124060000) through the service-role client. */
export function tableHostClockStore(service: SupabaseClient, provider = "mfl"): HostClockStore {
  return {
    async read() {
      const { data, error } = await service.from("upstream_host_clock").select("skew_ms,observed_at").eq("provider", provider).maybeSingle();
      if (error || !data) return null;
      return { skewMs: Number(data.skew_ms), observedAt: Date.parse(data.observed_at) };
    },
    async write(reading) {
      const { error } = await service.from("upstream_host_clock").upsert({
        provider,
        skew_ms: Math.round(reading.skewMs),
        observed_at: new Date(reading.observedAt).toISOString(),
      }, { onConflict: "provider" });
      if (error) console.warn(`Recording the league host's clock failed: database error ${error.code || "(no code)"}`);
    },
  };
}
