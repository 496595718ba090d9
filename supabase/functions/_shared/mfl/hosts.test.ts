import assert from "node:assert/strict";
import type { LeagueHostStore } from "./league-host-store.ts";
import { baseFromMflUrl, HOST_RECHECK_MS, hostKey, LeagueHosts } from "./hosts.ts";

Deno.test("baseFromMflUrl finds the league host in myleagues urls, 302 locations and baseURL", () => {
  assert.equal(baseFromMflUrl("https://www70.myfantasyleague.com/2020/home/21499"), "https://www70.myfantasyleague.com");
  assert.equal(
    baseFromMflUrl("https://www57.myfantasyleague.com/2020/export?TYPE=league&L=37920&JSON=1"),
    "https://www57.myfantasyleague.com",
  );
  assert.equal(baseFromMflUrl("https://www44.myfantasyleague.com"), "https://www44.myfantasyleague.com");
  assert.equal(baseFromMflUrl("http://127.0.0.1:5000/mfl/www57/2026/home/61408"), "http://127.0.0.1:5000/mfl/www57");
  assert.equal(baseFromMflUrl(""), null);
  assert.equal(baseFromMflUrl("not a url"), null);
});

Deno.test("LeagueHosts remembers, trims and forgets", () => {
  const hosts = new LeagueHosts();
  hosts.remember("1", "https://www1.myfantasyleague.com/");
  assert.equal(hosts.get("1"), "https://www1.myfantasyleague.com");
  hosts.remember("2", null);
  assert.equal(hosts.get("2"), undefined);
  hosts.forget("1");
  assert.equal(hosts.get("1"), undefined);
  assert.equal(hostKey("https://www1.myfantasyleague.com/2026/export?TYPE=x"), "https://www1.myfantasyleague.com");
  assert.equal(hostKey("http://127.0.0.1:9/_host/www57/2026/export?TYPE=x"), "http://127.0.0.1:9/_host/www57");
});

/** A shared store in memory, counting its reads and writes. */
function memoryStore(initial: Record<string, string> = {}) {
  const rows = new Map(Object.entries(initial));
  const seen = { reads: 0, writes: 0, removes: 0 };
  const store: LeagueHostStore = {
    read: (id) => (seen.reads++, Promise.resolve(rows.get(id) ?? null)),
    write: (id, base) => (seen.writes++, rows.set(id, base), Promise.resolve()),
    remove: (id) => (seen.removes++, rows.delete(id), Promise.resolve()),
  };
  return { store, rows, seen };
}

Deno.test("LeagueHosts with a shared store: one isolate learns, another finds it before its first call", async () => {
  const shared = memoryStore();
  let now = 0;
  const first = new LeagueHosts(shared.store, () => now);
  const second = new LeagueHosts(shared.store, () => now);
  assert.equal(await second.resolve("7"), undefined, "nobody knows it yet");
  first.remember("7", "https://www7.myfantasyleague.com/");
  first.remember("7", "https://www7.myfantasyleague.com");
  assert.equal(shared.seen.writes, 1, "news is shared once, not on every answer that names it");
  assert.equal(await second.resolve("7"), undefined, "a miss is not asked again within a minute");
  now += HOST_RECHECK_MS;
  assert.equal(await second.resolve("7"), "https://www7.myfantasyleague.com");
  const reads = shared.seen.reads;
  assert.equal(await second.resolve("7"), "https://www7.myfantasyleague.com");
  second.remember("7", "https://www7.myfantasyleague.com");
  assert.equal(shared.seen.reads, reads, "then known in memory");
  assert.equal(shared.seen.writes, 1, "what came from the store is not written back");
  second.forget("7");
  assert.equal(shared.rows.has("7"), false, "a failed host is forgotten by every isolate");
});

Deno.test("LeagueHosts: a hundred concurrent first calls of a league make one shared read", async () => {
  const shared = memoryStore({ "9": "https://www9.myfantasyleague.com" });
  const hosts = new LeagueHosts(shared.store);
  const bases = await Promise.all(Array.from({ length: 100 }, () => hosts.resolve("9")));
  assert.deepEqual(new Set(bases), new Set(["https://www9.myfantasyleague.com"]));
  assert.equal(shared.seen.reads, 1);
});

Deno.test("LeagueHosts: a shared read that throws is a miss, and the league is asked again later", async () => {
  let now = 0;
  let failing = true;
  const store: LeagueHostStore = {
    read: () => failing ? Promise.reject(new Error("connection reset")) : Promise.resolve("https://www3.myfantasyleague.com"),
    write: () => Promise.resolve(),
    remove: () => Promise.resolve(),
  };
  const hosts = new LeagueHosts(store, () => now);
  assert.equal(await hosts.resolve("3"), undefined);
  failing = false;
  now += HOST_RECHECK_MS;
  assert.equal(await hosts.resolve("3"), "https://www3.myfantasyleague.com");
});
