// CLI: deno run -A local/sim/main.ts [--port 54330] [--host 127.0.0.1] [--seed N]
//   [--leagues all|standard] [--clock ISO|--clock-preset default] [--speed N] [--frozen]
//   [--throttle-rps N] [--tank01-key K]... [--tank01-quota N]
//   [--scale leagues=3000,hosts=40,users=3000[,seed=N][,cached=N]]
// SIM_LEAGUES (all|standard) sets the default of --leagues.
import { startSimulator } from "./server.ts";
import { LEAGUE_SETS, LeagueSet } from "./world.ts";
import { parseScale, ScaleOptions } from "./scale.ts";

function parseArgs(args: string[]) {
  const out: Record<string, string | boolean | string[]> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith("--")) throw new Error(`Unexpected argument: ${a}`);
    const [name, inline] = a.slice(2).split("=", 2);
    if (name === "frozen") {
      out.frozen = true;
      continue;
    }
    const v = inline ?? args[++i];
    if (v === undefined) throw new Error(`Missing value for --${name}`);
    if (name === "tank01-key") (out[name] = [...((out[name] as string[]) ?? []), v]);
    else out[name] = v;
  }
  return out;
}

const USAGE = "usage: main.ts [--port 54330] [--host 127.0.0.1] [--seed N] [--leagues all|standard] [--clock ISO|--clock-preset default] [--speed N] [--frozen] [--throttle-rps N] [--throttle-burst N] [--tank01-key K] [--tank01-quota N] [--scale leagues=N,hosts=N,users=N[,seed=N][,cached=N]]";

function leagueSet(v: string | undefined): LeagueSet {
  if (v === undefined || v === "") return "all";
  if (!LEAGUE_SETS.includes(v as LeagueSet)) throw new Error(`--leagues (or SIM_LEAGUES) must be one of ${LEAGUE_SETS.join(", ")}, not "${v}"`);
  return v as LeagueSet;
}

if (import.meta.main) {
  let a: ReturnType<typeof parseArgs>;
  let leagues: LeagueSet;
  let scale: ScaleOptions | null;
  try {
    a = parseArgs(Deno.args);
    if (a.help) throw new Error("help");
    leagues = leagueSet((a.leagues as string | undefined) ?? Deno.env.get("SIM_LEAGUES"));
    scale = a.scale === undefined ? null : parseScale(a.scale as string);
  } catch (e) {
    console.error((e as Error).message === "help" ? USAGE : `${(e as Error).message}\n${USAGE}`);
    Deno.exit(2);
  }
  const num = (k: string) => (a[k] === undefined ? undefined : Number(a[k]));
  const sim = await startSimulator({
    port: num("port") ?? 54330,
    hostname: (a.host as string) ?? "127.0.0.1",
    seed: num("seed") ?? 1,
    leagues,
    scale,
    clock: {
      at: a.clock as string | undefined,
      preset: a["clock-preset"] === "default" || a.clock === undefined ? "default" : undefined,
      speed: num("speed") ?? 1,
      frozen: a.frozen === true,
    },
    throttle: num("throttle-rps") ? { rps: num("throttle-rps")!, burst: num("throttle-burst") } : null,
    tank01: { keys: (a["tank01-key"] as string[] | undefined) ?? null, quota: num("tank01-quota") },
  });
  console.log(`sim listening on ${sim.url}`);
  const stop = async () => {
    await sim.close();
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", stop);
  Deno.addSignalListener("SIGTERM", stop);
}
