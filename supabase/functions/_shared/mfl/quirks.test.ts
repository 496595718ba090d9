import assert from "node:assert/strict";
import { asArray, commaList, decodeEntities, flag, num, parseWlt, plainText, text, unixToIso } from "./quirks.ts";

Deno.test("asArray: one item is a bare object, many an array, none missing / {} / ''", () => {
  assert.deepEqual(asArray({ id: "1" }), [{ id: "1" }]);
  assert.deepEqual(asArray([{ id: "1" }, { id: "2" }]), [{ id: "1" }, { id: "2" }]);
  assert.deepEqual(asArray(undefined), []);
  assert.deepEqual(asArray({}), []);
  assert.deepEqual(asArray(""), []);
  assert.deepEqual(asArray(["junk", { id: "3" }]), [{ id: "3" }]);
});

Deno.test("text reads scalars and $t text nodes", () => {
  assert.equal(text({ $t: "*6" }), "*6");
  assert.equal(text("x"), "x");
  assert.equal(text(undefined), "");
  assert.equal(text({}), "");
});

Deno.test("num: strings to numbers, '' and junk to null, $ prefix, leading dot, -0", () => {
  assert.equal(num("104.2"), 104.2);
  assert.equal(num("0001"), 1);
  assert.equal(num(""), null);
  assert.equal(num("abc"), null);
  assert.equal(num("$12.00"), 12);
  assert.equal(num(".833"), 0.833);
  assert.ok(Object.is(num("-0"), 0));
  assert.equal(num(undefined), null);
});

Deno.test("flag and commaList", () => {
  assert.equal(flag("1"), true);
  assert.equal(flag("YES"), true);
  assert.equal(flag("0"), false);
  assert.equal(flag(""), false);
  assert.deepEqual(commaList("13427,13238,"), ["13427", "13238"]);
  assert.deepEqual(commaList(""), []);
  assert.deepEqual(commaList(","), []);
});

Deno.test("plainText strips MFL's HTML franchise names and decodes entities", () => {
  assert.equal(plainText("<b><font color=Orange>Orange &amp; Black</font></b>"), "Orange & Black");
  assert.equal(decodeEntities("15&#8209;3&#x2d;0"), "15\u20113-0");
});

Deno.test("parseWlt accepts '-' and MFL's &#8209; separator", () => {
  assert.deepEqual(parseWlt("15-3-0"), [15, 3, 0]);
  assert.deepEqual(parseWlt("10&#8209;2&#8209;1"), [10, 2, 1]);
  assert.deepEqual(parseWlt("7-4"), [7, 4, 0]);
  assert.equal(parseWlt(""), null);
});

Deno.test("unixToIso", () => {
  assert.equal(unixToIso("1593648000"), "2020-07-02T00:00:00.000Z");
  assert.equal(unixToIso(""), null);
});
