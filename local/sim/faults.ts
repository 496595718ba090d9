// Fault injection per endpoint pattern. Each fault has its own RNG seeded from the sim seed and
// the fault id, drawn once per matching request, so "rate 0.3 over 1,000 requests" gives the
// same requests failing on every run.
import { Rng, rngFor } from "./rng.ts";

export type FaultKind = "latency" | "status" | "429" | "hang" | "truncate" | "malformed";

export interface FaultSpec {
  /** Glob over route keys: "mfl:export:liveScoring", "mfl:*", "tank01:getNFLBoxScore", "*". */
  match: string;
  kind: FaultKind;
  /** Probability 0..1 per matching request (default 1). */
  rate?: number;
  /** latency: added delay; other kinds may also carry a delay. */
  latencyMs?: number;
  /** status: HTTP status to answer (default 503). */
  status?: number;
  /** hang: how long to hold the request before a 504 (default 60 s; released on close). */
  hangMs?: number;
  /** Only requests for this league (their `L`): one league's host failing while the others answer. */
  league?: string;
}

export interface Fault extends FaultSpec {
  id: string;
  rate: number;
  seen: number;
  fired: number;
}

const KINDS: FaultKind[] = ["latency", "status", "429", "hang", "truncate", "malformed"];

export function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")}$`);
}

export class Faults {
  private list: { fault: Fault; re: RegExp; rng: Rng }[] = [];
  private next = 1;

  constructor(private readonly seed: number) {}

  add(spec: FaultSpec): Fault {
    if (!spec || typeof spec.match !== "string" || !KINDS.includes(spec.kind)) {
      throw new Error(`fault needs "match" (glob) and "kind" (${KINDS.join(", ")})`);
    }
    if (spec.league !== undefined && (typeof spec.league !== "string" || !/^\d+$/.test(spec.league))) {
      throw new Error('"league" must be a league id such as "61408"');
    }
    const rate = spec.rate ?? 1;
    if (!(rate >= 0 && rate <= 1)) throw new Error("rate must be between 0 and 1");
    const id = `f${this.next++}`;
    const fault: Fault = { ...spec, id, rate, seen: 0, fired: 0 };
    this.list.push({ fault, re: globToRegExp(spec.match), rng: rngFor(this.seed, "fault", id) });
    return fault;
  }

  remove(id: string): boolean {
    const before = this.list.length;
    this.list = this.list.filter((f) => f.fault.id !== id);
    return this.list.length < before;
  }

  clear(): void {
    this.list = [];
    this.next = 1;
  }

  all(): Fault[] {
    return this.list.map((f) => f.fault);
  }

  /** Faults that fire for this request (of `league`, when it names one): at most one non-latency fault, plus any latency. */
  draw(key: string, league?: string): { delayMs: number; fault?: Fault } {
    let delayMs = 0;
    let chosen: Fault | undefined;
    for (const f of this.list) {
      if (!f.re.test(key)) continue;
      if (f.fault.league !== undefined && f.fault.league !== league) continue;
      f.fault.seen++;
      if (f.rng.next() >= f.fault.rate) continue;
      f.fault.fired++;
      delayMs += f.fault.latencyMs ?? 0;
      if (f.fault.kind !== "latency" && !chosen) chosen = f.fault;
    }
    return { delayMs, fault: chosen };
  }
}
