/**
 * `npm start | dev | sim | test | typecheck | bench` after local/cli.mjs has installed what
 * was missing. Every failure ends in one clear sentence, never a stack trace.
 */
import { ANON_KEY, gatewayUrl, platformConfig, ROOT } from "../config.ts";
import { type ChildHandle, onStopSignal, spawnChild } from "./process.ts";
import { simUrls, type Stack, stackOverridesFromEnv, startStack } from "./stack.ts";
import { ensureSpaBuilt } from "./web-build.ts";
import { runTests } from "./test-runner.ts";
import { runTypecheck } from "./typecheck.ts";
import { runBenchmarks } from "./bench.ts";

const [command = "start", ...args] = Deno.args;
const log = (line: string) => console.log(`• ${line}`);

function banner(stack: Stack, appUrl: string, startedIn: number) {
  const cfg = stack.cfg;
  const api = gatewayUrl(cfg);
  console.log(`
Ready in ${(startedIn / 1000).toFixed(1)} s.

  App             ${appUrl}
  Supabase API    ${api}   (auth ${api}/auth/v1, REST ${api}/rest/v1, functions ${api}/functions/v1, alias ${api}/api)
  Mail outbox     http://${cfg.host}:${cfg.outboxPort}
  League host     ${simUrls(cfg).mfl}   (simulated MFL + Tank01; control ${simUrls(cfg).control})
  Database        postgresql://postgres@${cfg.host}:${cfg.dbPort}/postgres

  anon key        ${ANON_KEY}

Sign in: open the app, choose "Sign up", then open the confirmation link in the mail outbox.
Or use the local admin account admin@example.com / admin123.
Connect the league host with the simulator's demo account demo / demo123.
Press Ctrl-C to stop.
`);
}

async function serve(dev: boolean) {
  const t0 = performance.now();
  // Ctrl-C or SIGTERM, at any moment from here on: stop what runs, in order, and exit.
  const stopRequested = new AbortController();
  onStopSignal(() => stopRequested.abort());
  const cfg = platformConfig("dev", stackOverridesFromEnv());
  let stack: Stack;
  let vite: ChildHandle | null = null;
  try {
    if (!dev) await ensureSpaBuilt(log);
    // The app meets every kind of league MFL hosts: the demo account plays in most of them
    // (SIM_LEAGUES=standard: only the three standard leagues, as the tests' first world).
    const simLeagues = Deno.env.get("SIM_LEAGUES") ?? "all";
    stack = await startStack(cfg, { reset: args.includes("--reset"), watch: dev, log, signal: stopRequested.signal, simLeagues });
  } catch (e) {
    if (!stopRequested.signal.aborted) throw e;
    console.log("\nStopped while starting.");
    return;
  }
  try {
    if (dev) {
      vite = await spawnChild({
        name: "Vite dev server",
        cmd: `${ROOT}/node_modules/.bin/vite`,
        args: ["--host", cfg.host, "--port", "5173", "--strictPort"],
        cwd: `${ROOT}/web`,
        env: { VITE_SUPABASE_URL: gatewayUrl(cfg), VITE_SUPABASE_ANON_KEY: ANON_KEY },
        readyLine: /Local:|ready in/,
        logFile: `${cfg.dataDir}/vite.log`,
        echo: true,
        signal: stopRequested.signal,
      });
    }
  } catch (e) {
    await stack.stop();
    if (!stopRequested.signal.aborted) throw e;
    console.log("\nStopped while starting.");
    return;
  }
  if (!stopRequested.signal.aborted) {
    banner(stack, dev ? `http://${cfg.host}:5173` : gatewayUrl(cfg), performance.now() - t0);
    await new Promise((resolve) => stopRequested.signal.addEventListener("abort", resolve, { once: true }));
  }
  console.log("\nStopping…");
  const stopping = performance.now();
  await Promise.all([vite?.stop(), stack.stop()]);
  console.log(`Stopped in ${((performance.now() - stopping) / 1000).toFixed(1)} s; data kept in ${cfg.dataDir.replace(`${ROOT}/`, "")} (npm start -- --reset starts clean).`);
}

async function sim() {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", `${ROOT}/local/sim/main.ts`, ...args],
    stdin: "inherit",
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
  const forward = (s: Deno.Signal) => () => child.kill(s);
  Deno.addSignalListener("SIGINT", forward("SIGINT"));
  Deno.addSignalListener("SIGTERM", forward("SIGTERM"));
  Deno.exit((await child.status).code);
}

try {
  switch (command) {
    case "start":
      await serve(false);
      break;
    case "dev":
      await serve(true);
      break;
    case "sim":
      await sim();
      break;
    case "test":
      Deno.exit(await runTests(args));
      break;
    case "typecheck":
      Deno.exit((await runTypecheck()).failed ? 1 : 0);
      break;
    case "bench":
      Deno.exit(await runBenchmarks(args));
      break;
    default:
      throw new Error(`Unknown command "${command}": use start, dev, sim, test, typecheck or bench.`);
  }
  Deno.exit(0);
} catch (e) {
  console.error(`\n✖ ${e instanceof Error ? e.message : String(e)}`);
  Deno.exit(1);
}
