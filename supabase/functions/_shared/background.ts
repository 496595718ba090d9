/**
 * Keeps the function running for work that outlives its answer (a refresh that goes on after a
 * stale copy answered, a sync job). Hosted Supabase ends an isolate once its response is sent unless
 * the work is handed to `EdgeRuntime.waitUntil`; elsewhere (the local workers, tests) the process
 * lives on by itself. The work reports its own failures; here they are only kept from surfacing as
 * unhandled rejections.
 */
export function keepAlive(work: Promise<unknown>): void {
  const settled = work.then(() => {}, () => {});
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil(p: Promise<unknown>): void } }).EdgeRuntime;
  runtime?.waitUntil(settled);
}
