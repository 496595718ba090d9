// The simulated clock. Sim time = anchor + (real elapsed × speed) unless frozen. Everything the
// sim serves is a function of the whole second returned by now(), so a frozen clock gives
// byte-identical answers.
export interface ClockOptions {
  /** ISO instant or Unix seconds. */
  at?: string | number;
  speed?: number;
  frozen?: boolean;
}

export class SimClock {
  private anchorSim: number;
  private anchorReal: number;
  speed: number;
  frozen: boolean;
  /** Bumped whenever the clock jumps (set/step), so caches keyed on time can be dropped. */
  epoch = 0;

  constructor(at: number, speed = 1, frozen = false, private readonly realNow: () => number = () => Date.now()) {
    this.anchorSim = at * 1000;
    this.anchorReal = this.realNow();
    this.speed = speed;
    this.frozen = frozen;
  }

  nowMs(): number {
    return this.frozen ? this.anchorSim : this.anchorSim + (this.realNow() - this.anchorReal) * this.speed;
  }

  /** Whole Unix seconds. */
  now(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  private reanchor(simMs: number): void {
    this.anchorSim = simMs;
    this.anchorReal = this.realNow();
  }

  set(at: number): void {
    this.reanchor(at * 1000);
    this.epoch++;
  }

  step(seconds: number): void {
    this.reanchor(this.nowMs() + seconds * 1000);
    this.epoch++;
  }

  freeze(frozen: boolean): void {
    this.reanchor(Math.floor(this.nowMs() / 1000) * 1000);
    this.frozen = frozen;
  }

  setSpeed(speed: number): void {
    this.reanchor(this.nowMs());
    this.speed = speed;
  }
}

export function parseInstant(v: string | number): number {
  if (typeof v === "number") return v;
  if (/^\d+$/.test(v)) return Number(v);
  const ms = Date.parse(v);
  if (Number.isNaN(ms)) throw new Error(`Invalid instant: ${v}`);
  return Math.floor(ms / 1000);
}
