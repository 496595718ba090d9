import assert from "node:assert/strict";
import { positiveNumber, trimSlash } from "./env-config.ts";

Deno.test("a base URL loses its trailing slashes only", () => {
  assert.equal(trimSlash("https://api.myfantasyleague.com//"), "https://api.myfantasyleague.com");
  assert.equal(trimSlash("http://127.0.0.1:54330/_host/www44"), "http://127.0.0.1:54330/_host/www44");
});

Deno.test("an environment number counts only when it is positive", () => {
  assert.deepEqual(["2", "0.5", "1e3"].map(positiveNumber), [2, 0.5, 1000]);
  assert.deepEqual([undefined, "", " ", "0", "-1", "abc", "Infinity"].map(positiveNumber), [null, null, null, null, null, null, null]);
});
