import assert from "node:assert/strict";
import { allowedRedirect } from "./redirect.ts";

const rules = {
  siteUrl: "http://127.0.0.1:54321",
  additionalRedirectUrls: ["http://localhost:5173", "https://*.example.com/**"],
  ownOrigins: ["http://127.0.0.1:55321", "http://localhost:55321"],
};

Deno.test("redirect_to: the site's host (any port, as GoTrue) is allowed", () => {
  assert.deepEqual(allowedRedirect("http://127.0.0.1:54321/auth/confirm", rules), "http://127.0.0.1:54321/auth/confirm");
  assert.deepEqual(allowedRedirect("http://127.0.0.1:9999/x", rules), "http://127.0.0.1:9999/x");
});

Deno.test("redirect_to: additional URLs, their paths, and globs", () => {
  assert.deepEqual(allowedRedirect("http://localhost:5173/auth/confirm", rules), "http://localhost:5173/auth/confirm");
  assert.deepEqual(allowedRedirect("https://app.example.com/deep/path", rules), "https://app.example.com/deep/path");
  assert.deepEqual(allowedRedirect("https://a.b.example.com/x", rules), rules.siteUrl);
});

Deno.test("redirect_to: the gateway's own origins", () => {
  assert.deepEqual(allowedRedirect("http://localhost:55321/auth/confirm", rules), "http://localhost:55321/auth/confirm");
});

Deno.test("redirect_to: anything else falls back to the site URL", () => {
  for (const bad of ["https://evil.example.net/", "http://localhost:6000/", "javascript:alert(1)", "not a url", "", null, undefined]) {
    assert.deepEqual(allowedRedirect(bad, rules), rules.siteUrl);
  }
});
