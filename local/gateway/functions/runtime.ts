/**
 * startFunctions: every `supabase/functions/<name>/index.ts` runs unchanged, one `deno run` child
 * per function. `Deno.serve(handler)` with no options honours DENO_SERVE_ADDRESS (checked with
 * Deno 2.9), so the child listens on a private port we pick. One process per function rather
 * than one process importing every handler, because that is what the edge runtime gives each
 * function: its own module state (caches, single-flight maps), its own crash, its own restart
 * (`deno run --watch` restarts only the function whose files changed). The cost is ~40-60 MB and
 * ~0.5 s of start-up per function, started in parallel.
 *
 * A small router on cfg.functionsPort takes `/<name>/...` (the path hosted functions see) and
 * forwards to the child, answering the edge runtime's 404/503 JSON otherwise.
 */
import { type PlatformConfig, ROOT } from "../../config.ts";
import { type ChildHandle, spawnChild } from "../../platform/process.ts";
import { freePort, listen, portAccepts } from "../listen.ts";
import { proxy } from "../http/proxy.ts";
import { discoverFunctions } from "./discover.ts";
import { functionEnv } from "./env.ts";

export interface FunctionsOptions {
  /** Extra env for every function (MFL_API_BASE, secrets, …); wins over .env files. */
  env?: Record<string, string>;
  /** Restart a function when its files change (npm run dev). */
  watch?: boolean;
  /** Defaults to supabase/functions. */
  functionsDir?: string;
  /** Copy the functions' output to the terminal (default: with watch). */
  echo?: boolean;
}

// what the edge runtime allows a function: network, env, reading, temp files
const PERMISSIONS = ["--allow-net", "--allow-env", "--allow-read", "--allow-sys", "--allow-write=/tmp", "--no-prompt"];

const json = (status: number, code: string, message: string) => Response.json({ code, message }, { status });

export async function startFunctions(cfg: PlatformConfig, opts: FunctionsOptions = {}): Promise<{ stop(): Promise<void> }> {
  const dir = opts.functionsDir ?? `${ROOT}/supabase/functions`;
  const names = await discoverFunctions(dir);
  const env = await functionEnv(cfg, dir, opts.env);
  await Deno.mkdir(`${cfg.dataDir}/logs`, { recursive: true });
  const ports = new Map(names.map((n) => [n, freePort(cfg.host)]));
  const children: ChildHandle[] = [];
  const stop = async () => {
    await Promise.allSettled(children.map((c) => c.stop()));
  };

  const listener = listen(cfg.host, cfg.functionsPort, "functions runtime", async (req) => {
    const url = new URL(req.url);
    const name = url.pathname.split("/")[1] ?? "";
    const port = ports.get(name);
    if (!port) return json(404, "NOT_FOUND", "Requested function was not found");
    if (!(await portAccepts(cfg.host, port))) return json(503, "BOOT_ERROR", "Worker failed to boot (please check logs)");
    return await proxy(req, `http://${cfg.host}:${port}${url.pathname}${url.search}`);
  });

  const starting = names.map(async (name) => {
    const port = ports.get(name)!;
    const since = Date.now();
    // with watch, a function that does not come up is left running: it restarts when fixed
    const probe = async () => (await portAccepts(cfg.host, port)) || (opts.watch === true && Date.now() - since > 15_000);
    try {
      children.push(
        await spawnChild({
          name: `function ${name}`,
          cmd: Deno.execPath(),
          args: ["run", ...PERMISSIONS, ...(opts.watch ? ["--watch"] : []), `${dir}/${name}/index.ts`],
          cwd: ROOT,
          env: { ...env, DENO_SERVE_ADDRESS: `tcp:${cfg.host}:${port}`, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" },
          probe,
          logFile: `${cfg.dataDir}/logs/function-${name}.log`,
          echo: opts.echo ?? opts.watch ?? false,
          timeoutMs: 30_000,
        }),
      );
    } catch (e) {
      // while developing, one broken function must not stop the others (it restarts on save)
      if (!opts.watch) throw e;
      console.error(`⚠ ${e instanceof Error ? e.message : e}`);
    }
  });
  const results = await Promise.allSettled(starting);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await stop();
    await listener.stop();
    throw failed.reason;
  }
  return {
    stop: async () => {
      await listener.stop();
      await stop();
    },
  };
}
