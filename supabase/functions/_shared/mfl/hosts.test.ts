import assert from "node:assert/strict";
import { baseFromMflUrl, hostKey, LeagueHosts } from "./hosts.ts";

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
