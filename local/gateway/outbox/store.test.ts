import assert from "node:assert/strict";
import { extractLinks } from "./store.ts";

Deno.test("links from html (entities decoded) and text, once each", () => {
  assert.deepEqual(
    extractLinks("see http://a.test/x?y=1&z=2 and http://b.test/", '<a href="http://a.test/x?y=1&amp;z=2">go</a> <a href="mailto:x">m</a>'),
    ["http://a.test/x?y=1&z=2", "http://b.test/"],
  );
});
