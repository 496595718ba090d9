// The scale option (scale.ts): thousands of extra leagues over tens of hosts and thousands of
// accounts, drawn the same for the same seed, generated only when asked for and kept in a bounded
// set, beside the world's own leagues, which answer exactly what they answer without it.
import { asList, assert, franchisesOf, importLineup, login, mfl, mflJson } from "./test-helpers.ts";
import { startSimulator } from "./server.ts";
import type { Simulator, SimulatorOptions } from "./server.ts";
import { parseScale, SCALE_FIRST_HOST } from "./scale.ts";
import { recordedHashes, standardHashes } from "./standard-hashes.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const SCALE = { leagues: 600, hosts: 12, users: 500 };

function start(extra: SimulatorOptions = {}): Promise<Simulator> {
  return startSimulator({ port: 0, seed: 7, leagues: "standard", clock: { preset: "default", frozen: true }, quiet: true, scale: SCALE, ...extra });
}

const info = async (sim: Simulator): Promise<Json> => await (await fetch(`${sim.url}/_sim/info`)).json();

async function accounts(sim: Simulator, from = 1, count = 5000): Promise<Json[]> {
  const res = await fetch(`${sim.url}/_sim/scale/accounts?from=${from}&count=${count}`);
  assert.equal(res.status, 200);
  return (await res.json()).accounts;
}

async function sessions(sim: Simulator, usernames: string[]): Promise<Record<string, string>> {
  const res = await fetch(`${sim.url}/_sim/sessions`, { method: "POST", body: JSON.stringify({ usernames }) });
  assert.equal(res.status, 200);
  return (await res.json()).cookies;
}

Deno.test({
  name: "scale: hosts and accounts as asked, each account in 1-8 leagues on their own hosts, in a franchise of its own",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const sim = await start();
    try {
      const scale = (await info(sim)).scale;
      assert.equal(Object.keys(scale.leaguesByHost).length, SCALE.hosts);
      assert.deepEqual(Object.keys(scale.leaguesByHost).sort(), Array.from({ length: SCALE.hosts }, (_, h) => `www${SCALE_FIRST_HOST + h}`).sort());
      assert.equal(Object.values(scale.leaguesByHost as Record<string, number>).reduce((a, b) => a + b, 0), SCALE.leagues);
      assert.ok(Object.values(scale.leaguesByHost as Record<string, number>).every((n) => n > 0), "every host holds leagues");
      assert.equal(scale.firstLeague, "100001");
      assert.equal(scale.lastLeague, String(100000 + SCALE.leagues));

      const all = await accounts(sim);
      assert.equal(all.length, SCALE.users);
      const seats = new Set<string>();
      for (const a of all) {
        assert.ok(a.leagues.length >= 1 && a.leagues.length <= 8, `${a.username}: ${a.leagues.length} leagues`);
        for (const l of a.leagues) {
          assert.ok(!seats.has(`${l.id}/${l.franchise}`), `${l.id}/${l.franchise} held twice`);
          seats.add(`${l.id}/${l.franchise}`);
        }
      }
      const sizes = new Set(all.map((a) => a.leagues.length));
      assert.equal(sizes.size, 8, "every count from 1 to 8 occurs");
      // The first accounts share the first leagues: a benchmark's first N users take about N·L/U leagues.
      const firstFifth = new Set(all.slice(0, 100).flatMap((a) => a.leagues.map((l: Json) => Number(l.id))));
      assert.ok(Math.max(...firstFifth) < 100001 + 0.3 * SCALE.leagues, `first 100 accounts reach league ${Math.max(...firstFifth)}`);

      // An account logs in like any other; its myleagues lists its leagues with their hosts.
      const [user] = all;
      const cookie = await login(sim, user.username, user.password);
      const mine = asList((await mflJson(sim, "", { TYPE: "myleagues", FRANCHISE_NAMES: "1" }, cookie)).leagues.league);
      assert.deepEqual(mine.map((l: Json) => [l.league_id, l.franchise_id]), user.leagues.map((l: Json) => [l.id, l.franchise]));
      for (const l of mine) assert.match(l.url, new RegExp(`/_host/www1\\d\\d/2026/home/${l.league_id}$`));
      assert.ok(mine.every((l: Json) => typeof l.franchise_name === "string" && l.franchise_name.length > 0));
      // The league lives on its host: asked elsewhere, MFL's 302 there; there, its own baseURL.
      const { id, host } = user.leagues[0];
      const moved = await mfl(sim, "", { TYPE: "liveScoring", L: id, JSON: "1" }, cookie);
      await moved.body?.cancel();
      assert.equal(moved.status, 302);
      assert.equal(moved.headers.get("targethost"), `${host}.myfantasyleague.com`);
      const league = (await mflJson(sim, host, { TYPE: "league", L: id })).league;
      assert.equal(league.baseURL, `${sim.url}/_host/${host}`);
      const roster = asList((await mflJson(sim, host, { TYPE: "rosters", L: id, FRANCHISE: user.leagues[0].franchise }, cookie)).rosters.franchise)[0];
      assert.ok(asList(roster.player).length >= 15);
      const live = (await mflJson(sim, host, { TYPE: "liveScoring", L: id, DETAILS: "1" }, cookie)).liveScoring;
      assert.equal(franchisesOf(live).length, Number(league.franchises.count));
      assert.ok(franchisesOf(live).some((f: Json) => Number(f.score) > 0), "Sunday's early games score");

      // Past the last account and the last league: as MFL answers unknown ones.
      assert.match(await (await fetch(`${sim.url}/2026/login?USERNAME=user${SCALE.users + 1}&PASSWORD=x&XML=1`)).text(), /Invalid Username/);
      const beyond = (await mflJson(sim, "www100", { TYPE: "league", L: String(100001 + SCALE.leagues) })).error;
      assert.equal(beyond.$t, "Invalid league ID");
      // Thousands of sessions at once, without a login request each.
      const cookies = await sessions(sim, all.map((a) => a.username));
      assert.equal(Object.keys(cookies).length, SCALE.users);
      assert.equal(asList((await mflJson(sim, "", { TYPE: "myleagues" }, cookies.user7)).leagues.league).length, all[6].leagues.length);
      const unknown = await fetch(`${sim.url}/_sim/sessions`, { method: "POST", body: JSON.stringify({ usernames: ["user1", "nobody-here"] }) });
      assert.equal(unknown.status, 404);
      assert.match((await unknown.json()).error, /nobody-here/);
    } finally {
      await sim.close();
    }
  },
});

/** A few answers of a scale world that depend on every draw: accounts, leagues' settings, rosters and live scores. */
async function fingerprint(sim: Simulator): Promise<string> {
  const all = await accounts(sim, 1, 40);
  const cookie = (await sessions(sim, ["user1"])).user1;
  const parts = [JSON.stringify(all), JSON.stringify((await info(sim)).scale.leaguesByHost)];
  for (const l of all.slice(0, 8).flatMap((a: Json) => a.leagues).slice(0, 12)) {
    for (const type of ["league", "rosters", "liveScoring", "schedule", "transactions"]) {
      parts.push(await (await mfl(sim, l.host, { TYPE: type, L: l.id, JSON: "1", DETAILS: "1" }, cookie)).text());
    }
  }
  return parts.join("\n").replaceAll(sim.url, "ORIGIN");
}

Deno.test({
  name: "scale: the same seed draws the same leagues and accounts, whatever was asked first; another seed others",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const a = await start();
    const b = await start();
    const c = await start({ scale: { ...SCALE, seed: 8 } });
    try {
      // b first generates leagues in another order (the last ones first).
      for (let i = SCALE.leagues; i > SCALE.leagues - 30; i--) await (await mfl(b, "", { TYPE: "league", L: String(100000 + i) })).body?.cancel();
      const [fa, fb, fc] = [await fingerprint(a), await fingerprint(b), await fingerprint(c)];
      assert.ok(fa === fb, "same seed, same world");
      assert.notEqual(fa, fc, "another scale seed, other leagues and accounts");
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  },
});

Deno.test({
  name: "scale: leagues are generated on first request, at most `cached` kept; a dropped one comes back alike, a changed one is kept",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const sim = await start({ scale: { ...SCALE, cached: 20 } });
    const generated = async () => (await info(sim)).scale.generated as number;
    const hostOf = (id: string) => sim.world.leagueConfig(id)!.host;
    try {
      assert.equal(await generated(), 0, "starting generates no league");
      const user = (await accounts(sim, 1, 20)).find((a) => a.leagues.length > 1)!;
      const cookie = (await sessions(sim, [user.username]))[user.username];
      // myleagues and MFL's redirects read settings only.
      await (await mfl(sim, "", { TYPE: "myleagues" }, cookie)).body?.cancel();
      await (await mfl(sim, "", { TYPE: "liveScoring", L: user.leagues[0].id }, cookie)).body?.cancel();
      assert.equal(await generated(), 0);

      const live = async (id: string) => await (await mfl(sim, hostOf(id), { TYPE: "liveScoring", L: id, W: "13", DETAILS: "1", JSON: "1" }, cookie)).text();
      const [a, b] = user.leagues;
      const answerA = await live(a.id);
      // Another lineup in league b (a bench player in for a starter of his position): b is changed.
      const players = franchisesOf(JSON.parse(await live(b.id)).liveScoring).find((f: Json) => f.id === b.franchise).players.player as Json[];
      const pos = (id: string) => sim.world.season.byMfl.get(id)?.pos;
      const starters = players.filter((p) => p.status === "starter").map((p) => p.id as string);
      const swap = players.find((p) => p.status === "nonstarter" && starters.some((s) => pos(s) === pos(p.id)))!.id as string;
      const out = starters.find((s) => pos(s) === pos(swap));
      const lineup = starters.map((s) => (s === out ? swap : s));
      assert.match(await importLineup(sim, hostOf(b.id), { L: b.id, W: "13", STARTERS: lineup.join(",") }, cookie), /OK/);

      for (let i = 0; i < 50; i++) await live(String(100201 + i));
      const after = (await info(sim)).scale;
      assert.ok(after.inMemory <= 21, `${after.inMemory} leagues in memory, cap 20 (+ the changed one)`);
      const count = await generated();
      assert.equal(await live(a.id), answerA, "a league dropped and generated again answers alike");
      assert.equal(await generated(), count + 1, "league a had been dropped");
      const kept = franchisesOf(JSON.parse(await live(b.id)).liveScoring).find((f: Json) => f.id === b.franchise);
      assert.deepEqual(kept.players.player.filter((p: Json) => p.status === "starter").map((p: Json) => p.id).sort(), [...lineup].sort());
      assert.equal(await generated(), count + 1, "the changed league was kept");
    } finally {
      await sim.close();
    }
  },
});

Deno.test({
  name: "scale: the world's own leagues answer byte-for-byte what they answer without the extra ones",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const actual = await standardHashes({ leagues: "standard", scale: { leagues: 400, hosts: 8, users: 300 } });
    const recorded = await recordedHashes();
    assert.deepEqual(Object.keys(actual).filter((k) => actual[k] !== recorded[k]), []);
  },
});

Deno.test("scale: --scale parses leagues, hosts, users, seed and cached, and refuses anything else", () => {
  assert.deepEqual(parseScale("leagues=3000,hosts=40,users=3000"), { leagues: 3000, hosts: 40, users: 3000 });
  assert.deepEqual(parseScale("leagues=10, hosts=2, users=0, seed=9, cached=5"), { leagues: 10, hosts: 2, users: 0, seed: 9, cached: 5 });
  assert.throws(() => parseScale("leagues=10,hosts=2"), /"users" is required/);
  assert.throws(() => parseScale("leagues=10,hosts=0,users=1"), /"hosts" must be a whole number from 1/);
  assert.throws(() => parseScale("leagues=1.5,hosts=1,users=1"), /"leagues" must be a whole number/);
  assert.throws(() => parseScale("leagues=10,hosts=1,users=1,teams=4"), /unknown key "teams"/);
});

Deno.test({
  name: "counters: each MFL host's busiest second and what it throttled",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const sim = await start({ throttle: { rps: 1, burst: 2 } });
    try {
      for (let i = 0; i < 4; i++) await (await mfl(sim, "www100", { TYPE: "league", L: "100001" })).body?.cancel();
      await (await mfl(sim, "www101", { TYPE: "league", L: "100001" })).body?.cancel();
      const pace = (await (await fetch(`${sim.url}/_sim/counters`)).json()).byHostPace;
      assert.equal(pace.www100.calls, 4);
      assert.equal(pace.www100.maxPerSecond, 4);
      assert.equal(pace.www100.throttled, 2, "burst 2: the third and fourth at once are over the pace");
      assert.equal(pace.www101.calls, 1);
      assert.equal(pace.www101.throttled, 0);
      await fetch(`${sim.url}/_sim/counters/reset`, { method: "POST" }).then((r) => r.body?.cancel());
      assert.deepEqual((await (await fetch(`${sim.url}/_sim/counters`)).json()).byHostPace, {});
    } finally {
      await sim.close();
    }
  },
});
