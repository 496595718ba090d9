/**
 * The goals a benchmark checks: each check prints "ok" or "BROKEN" beside its figure, and the
 * broken ones are listed at the end and fail the run.
 */
export class Goals {
  readonly #broken: string[] = [];

  /** "ok" when met; otherwise "BROKEN", and `what` is listed by `report`. */
  readonly check = (ok: boolean, what: string): string => {
    if (!ok) this.#broken.push(what);
    return ok ? "ok" : "BROKEN";
  };

  /** Lists the broken goals (or says every goal was met) and sets the exit code. */
  report(): void {
    if (this.#broken.length === 0) {
      console.log("\nevery goal met");
      return;
    }
    console.log(`\nGOALS BROKEN:\n  - ${this.#broken.join("\n  - ")}`);
    Deno.exitCode = 1;
  }
}

/**
 * Stops the stack and the benchmark when it runs past `limitMs`, so a stuck run never holds its
 * ports; returns what cancels that once the run has ended.
 */
export function stopAfter(stack: { stop(): Promise<void> }, limitMs: number, name: string): () => void {
  const guard = setTimeout(async () => {
    console.error(`${name} bench: over ${limitMs / 1000} s, stopping`);
    await stack.stop();
    Deno.exit(2);
  }, limitMs);
  return () => clearTimeout(guard);
}
