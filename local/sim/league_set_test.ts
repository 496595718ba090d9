// The switch between the default world (every league kind) and the three standard leagues the
// product runs on until its screens handle the other kinds: the startSimulator option, the
// --leagues flag and the SIM_LEAGUES default of main.ts.
import { asList, assert, login, mflJson, startFrozen } from "./test-helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test({
  name: "leagues: \"standard\" hosts only 61408, 35112 and 72901; \"all\" (the default) every kind",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    for (const [leagues, count] of [["standard", 3], [undefined, 11]] as const) {
      const sim = await startFrozen(leagues ? { leagues } : {});
      try {
        const info = await (await fetch(`${sim.url}/_sim/info`)).json();
        assert.equal(info.leagues.length, count);
        assert.equal(info.leagueSet, leagues ?? "all");
        const demo = await login(sim, "demo", "demo123");
        assert.equal(asList((await mflJson(sim, "", { TYPE: "myleagues" }, demo)).leagues.league).length, count, "demo plays in every league hosted");
        const idp = (await mflJson(sim, "", { TYPE: "players" })).players.player.filter((p: Json) => ["DE", "DT", "LB", "CB", "S"].includes(p.position));
        assert.equal(idp.length > 0, count > 3, "IDP players only where an IDP league is hosted");
        const dynasty = await mflJson(sim, "www49", { TYPE: "league", L: "40517" });
        assert.equal(dynasty.error?.$t, count === 3 ? "Invalid league ID" : undefined);
      } finally {
        await sim.close();
      }
    }
  },
});

async function infoOf(args: string[], env: Record<string, string> = {}): Promise<Json> {
  const proc = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("./main.ts", import.meta.url).pathname, "--port", "0", "--frozen", ...args],
    env, stdout: "piped", stderr: "piped",
  }).spawn();
  const reader = proc.stdout.pipeThrough(new TextDecoderStream()).getReader();
  try {
    let buf = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`simulator exited: ${new TextDecoder().decode((await proc.output()).stderr)}`);
      buf += value;
      const m = /sim listening on (http:\/\/\S+)/.exec(buf);
      if (m) return await (await fetch(`${m[1]}/_sim/info`)).json();
    }
  } finally {
    proc.kill("SIGTERM");
    await reader.cancel();
    await proc.stderr.cancel();
    await proc.status;
  }
}

Deno.test({
  name: "main.ts: --leagues and SIM_LEAGUES choose the world; a wrong value is refused",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    assert.equal((await infoOf(["--leagues", "standard"])).leagues.length, 3);
    assert.equal((await infoOf([], { SIM_LEAGUES: "standard" })).leagues.length, 3);
    assert.equal((await infoOf(["--leagues", "all"], { SIM_LEAGUES: "standard" })).leagues.length, 11, "the flag wins");
    assert.equal((await infoOf([])).leagueSet, "all");
    const bad = await new Deno.Command(Deno.execPath(), { args: ["run", "-A", new URL("./main.ts", import.meta.url).pathname, "--leagues", "some"], stderr: "piped" }).output();
    assert.equal(bad.code, 2);
    assert.match(new TextDecoder().decode(bad.stderr), /--leagues \(or SIM_LEAGUES\) must be one of standard, all, not "some"/);
  },
});
