/**
 * A whole stack on the scratch ports (62421…) with the fixture functions, for running the
 * contract tests by hand while developing the gateway:
 *
 *   deno run -A local/gateway/scratch-stack.ts [--reset] [--real-functions]
 *   SUPABASE_URL=http://127.0.0.1:62421 OUTBOX_URL=http://127.0.0.1:62424 \
 *     CONTRACT_FUNCTION=fail npx vitest run --config tests/api/vitest.config.ts
 *
 * `--real-functions` serves supabase/functions instead of the fixtures (then CONTRACT_FUNCTION=admin).
 */
import { platformConfig, portsFrom, ROOT } from "../config.ts";
import { applyDatabase, ensureCluster, startPostgres } from "../postgres/mod.ts";
import { psql } from "../postgres/psql.ts";
import { startFunctions, startGateway, startOutbox, startPostgrest } from "./mod.ts";

export const SCRATCH = platformConfig("test", { ...portsFrom(62421), dataDir: `${ROOT}/.local/scratch-gw` });

if (import.meta.main) {
  const cfg = SCRATCH;
  const t0 = performance.now();
  const lap = (what: string) => console.log(`${what}: ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  const stops: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const s of stops.reverse()) await s.stop().catch((e) => console.error(String(e)));
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", stopAll);
  Deno.addSignalListener("SIGTERM", stopAll);
  await ensureCluster(cfg, { reset: Deno.args.includes("--reset") });
  stops.push(await startPostgres(cfg));
  await applyDatabase(cfg);
  const fx = await psql(cfg, [{ file: `${ROOT}/tests/api/fixtures.sql` }]);
  if (fx.code !== 0) throw new Error(`fixtures.sql failed: ${fx.stderr}`);
  lap("database");
  const [rest, fns] = await Promise.all([
    startPostgrest(cfg).then((s) => (lap("PostgREST"), s)),
    startFunctions(cfg, {
      functionsDir: Deno.args.includes("--real-functions") ? undefined : `${ROOT}/local/gateway/testdata/functions`,
      env: { EXTRA: "from-orchestrator" },
    })
      .then((s) => (lap("functions"), s)),
  ]);
  stops.push(rest, fns);
  stops.push(await startGateway(cfg, { verifyJwt: { open: false } }));
  stops.push(await startOutbox(cfg));
  lap("ready");
  console.log(`gateway http://${cfg.host}:${cfg.gatewayPort}  outbox http://${cfg.host}:${cfg.outboxPort}`);
}
