/**
 * deno run -A local/postgres/main.ts up|down|reset|prove [--profile dev|test] [--port N] [--data DIR]
 *   up     create the cluster if missing, start it, apply shim + migrations (+ seed when new)
 *   down   stop the profile's cluster
 *   reset  wipe, recreate, apply everything, leave it running
 *   prove  like up, then pg_prove over supabase/tests/database
 * `up`/`reset` leave the server running (stop it with `down`).
 */
import { parseArgs } from "node:util";
import { platformConfig, portsFrom, type Profile } from "../config.ts";
import { applyDatabase, ensureCluster, runPgProve, startPostgres, stopPostgres } from "./mod.ts";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: Deno.args,
    allowPositionals: true,
    options: { profile: { type: "string", default: "dev" }, port: { type: "string" }, data: { type: "string" } },
  });
  const cmd = positionals[0] ?? "up";
  const profile = values.profile as Profile;
  if (profile !== "dev" && profile !== "test") throw new Error(`Unknown profile ${profile}: use dev or test.`);
  const cfg = platformConfig(profile, {
    ...(values.port ? portsFrom(Number(values.port) - 1) : {}),
    ...(values.data ? { dataDir: values.data } : {}),
  });
  const t0 = performance.now();
  const ms = () => `${Math.round(performance.now() - t0)} ms`;
  switch (cmd) {
    case "down":
      console.log((await stopPostgres(cfg)) ? `stopped (${ms()})` : "not running");
      return 0;
    case "up":
    case "reset":
    case "prove": {
      const { created } = await ensureCluster(cfg, { reset: cmd === "reset" });
      await startPostgres(cfg);
      const { applied } = await applyDatabase(cfg);
      console.log(`postgres ${created ? "created and " : ""}running on ${cfg.host}:${cfg.dbPort}, data ${cfg.dataDir}/pg; applied ${applied.length ? applied.join(", ") : "nothing new"} (${ms()})`);
      if (cmd !== "prove") return 0;
      const r = await runPgProve(cfg);
      console.log(r.output);
      console.log(`${r.passed} passed, ${r.failed} failed`);
      return r.failed ? 1 : 0;
    }
    default:
      throw new Error(`Unknown command ${cmd}: use up, down, reset or prove.`);
  }
}

try {
  Deno.exit(await main());
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  Deno.exit(1);
}
