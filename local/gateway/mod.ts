/**
 * What the orchestrator (local/platform) starts. Each piece lives in its own module:
 * - startPostgrest  → postgrest.ts          (the real PostgREST binary)
 * - startFunctions  → functions/runtime.ts  (N Deno workers per edge function, FUNCTION_WORKERS)
 * - startGateway    → gateway.ts            (auth, REST, functions, /api, SPA, net worker)
 * - startOutbox     → outbox/server.ts      (mail outbox page + JSON API)
 */
export { startPostgrest } from "./postgrest.ts";
export { type FunctionsOptions, type FunctionsRuntime, startFunctions } from "./functions/runtime.ts";
export { type GatewayOptions, startGateway } from "./gateway.ts";
export { startOutbox } from "./outbox/server.ts";
export type { AuthOverrides } from "./auth/options.ts";
