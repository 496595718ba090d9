import assert from "node:assert/strict";
import { z } from "npm:zod@4.6.7";
import { invalidRequest } from "../errors.ts";
import { requestText } from "./request-text.ts";
import { contractEndpoints, requestTextFields } from "../../_testing/request-text-fields.ts";

const line = requestText({ max: 10 });
const secret = requestText({ max: 10, kind: "secret" });

function refusal(schema: z.ZodType, value: unknown): string {
  const body = z.object({ q: schema });
  const result = body.safeParse({ q: value });
  assert.equal(result.success, false, `${JSON.stringify(value)} should be refused`);
  return invalidRequest(result.error!, { q: value }).message;
}

Deno.test("text the database cannot store is refused with a 400 naming the field, whatever the kind", () => {
  for (const schema of [line, secret]) {
    assert.equal(refusal(schema, "a\u0000b"), "Invalid request: q must not contain the NUL character (U+0000)");
    assert.equal(refusal(schema, "a\ud800b"), "Invalid request: q must be valid Unicode: it has a lone surrogate (U+D800)");
    assert.equal(refusal(schema, "a\udc00"), "Invalid request: q must be valid Unicode: it has a lone surrogate (U+DC00)");
    assert.equal(refusal(schema, "\udbff"), "Invalid request: q must be valid Unicode: it has a lone surrogate (U+DBFF)");
    assert.equal(refusal(schema, "x".repeat(10_240)), "Invalid request: q must be at most 10 characters long");
  }
  // One message for one problem: the rest of the checks never run on text that cannot be stored.
  assert.equal(refusal(line, `\u0000${"x".repeat(20)}`), "Invalid request: q must not contain the NUL character (U+0000)");
});

Deno.test("one line: control characters refused; NFC, bidirectional marks removed, trimmed; the cap counts what is kept", () => {
  assert.equal(refusal(line, "a\tb"), "Invalid request: q must not contain control characters (U+0009)");
  assert.equal(refusal(line, "a\nb"), "Invalid request: q must not contain control characters (U+000A)");
  assert.equal(refusal(line, "a\u0085b"), "Invalid request: q must not contain control characters (U+0085)");
  assert.equal(line.parse("Zoe\u0308"), "Zo\u00eb", "NFC");
  assert.equal(line.parse("\u202eab\u200fc\u2066d\u2069\u061c"), "abcd", "bidirectional marks removed");
  assert.equal(line.parse("  Smith  "), "Smith");
  assert.equal(line.parse(" \u200f".repeat(20)), "", "20 characters sent, none kept");
  assert.equal(line.parse("a\ud83d\ude00b"), "a\ud83d\ude00b", "a surrogate pair is one character, kept");
  assert.equal(line.parse("\u05e9\u05dc\u05d5\u05dd"), "\u05e9\u05dc\u05d5\u05dd", "right-to-left letters are text, kept");
});

Deno.test("a secret is kept exactly as typed: no normalising, trimming or removing", () => {
  for (const value of [" pass wd ", "Zoe\u0308", "a\u200fb", "a\tb"]) assert.equal(secret.parse(value), value);
});

Deno.test("bounds and patterns chain after the rule and see the normalised text", () => {
  const id = requestText({ max: 5 }).min(1).regex(/^\d*$/, "must have digits only");
  assert.equal(id.parse(" 123 "), "123");
  assert.equal(refusal(id, "  "), "Invalid request: q must not be empty");
  assert.equal(refusal(id, "1\u0000"), "Invalid request: q must not contain the NUL character (U+0000)");
  assert.equal(refusal(id, "12a"), "Invalid request: q must have digits only");
});

// The lint: a request's string that does not come from requestText would let NUL, lone surrogates
// and unbounded text through to the database (and a test of the rule would not notice it).
Deno.test("every text field of every contract's request is made by requestText", async () => {
  const endpoints = await contractEndpoints();
  assert.ok(endpoints.length > 40, `found ${endpoints.length} endpoints`);
  const bare: string[] = [];
  let fields = 0;
  for (const { file, endpoint } of endpoints) {
    for (const field of requestTextFields(endpoint.request)) {
      fields++;
      if (!field.ruled) bare.push(`${endpoint.method} ${endpoint.path} (${file}): ${field.path.join(".")}`);
    }
  }
  assert.ok(fields > 20, `found ${fields} text fields`);
  assert.deepEqual(bare, [], "bare z.string() in a request: make it with requestText (contracts/request-text.ts)");
});

Deno.test("the walk finds a bare z.string() wherever a request hides it", () => {
  const hidden = z.object({
    a: z.preprocess((v) => v, z.string().optional()),
    b: z.array(z.string()),
    c: z.union([z.literal("x"), z.object({ d: z.string().nullish() })]),
    e: requestText({ max: 3 }).transform((v) => v.length),
    f: z.coerce.number(),
  });
  const found = requestTextFields(hidden).map((f) => `${f.path.join(".")}:${f.ruled}`);
  assert.deepEqual(found, ["a:false", "b.0:false", "c.d:false", "e:true"]);
  assert.throws(() => requestTextFields(z.object({ r: z.record(z.string(), z.string()) })), /does not know zod's record/);
});
