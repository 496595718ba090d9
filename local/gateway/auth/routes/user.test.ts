import assert from "node:assert/strict";
import { mergeMetadata } from "./user.ts";

Deno.test("user_metadata merges as GoTrue: null removes a key", () => {
  assert.deepEqual(mergeMetadata({ a: 1, b: 2, c: 3 }, { b: 20, c: null, d: 4 }), { a: 1, b: 20, d: 4 });
});
