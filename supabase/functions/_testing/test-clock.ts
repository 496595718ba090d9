import type { Clock } from "../_shared/upstream/clock.ts";

interface Timer {
  at: number;
  seq: number;
  fn: () => void;
}

/** A manual clock for tests: time moves only through `advance`, firing due timers in order. */
export class TestClock implements Clock {
  #now: number;
  #timers: Timer[] = [];
  #seq = 0;

  constructor(start = Date.UTC(2026, 9, 4, 17, 0, 0)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimer(ms: number, fn: () => void): () => void {
    const timer = { at: this.#now + Math.max(0, ms), seq: this.#seq++, fn };
    this.#timers.push(timer);
    return () => {
      this.#timers = this.#timers.filter((t) => t !== timer);
    };
  }

  get pendingTimers(): number {
    return this.#timers.length;
  }

  /** Moves time forward by `ms`, running every timer that falls due and letting promises settle. */
  async advance(ms: number): Promise<void> {
    const end = this.#now + ms;
    await flush();
    for (;;) {
      const due = this.#timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.#timers = this.#timers.filter((t) => t !== due);
      this.#now = Math.max(this.#now, due.at);
      due.fn();
      await flush();
    }
    this.#now = end;
    await flush();
  }
}

/** Lets queued microtasks and already-resolved I/O callbacks run. */
export async function flush(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((r) => queueMicrotask(r));
  await new Promise<void>((r) => setTimeout(r, 0));
}
