/**
 * Issue 20 point 7: what the first screens download, as Chromium fetches them from the built SPA
 * (gzip bytes of JS, CSS and every static file of the app; API reads are not counted):
 *
 *  - a cold /login (goal: ≤ 200 kB of gzip JS), on a desktop and on a phone-sized screen;
 *  - signing in there (admin@example.com, MFL demo) through to /dashboard with its league cards:
 *    what the same tab downloads on top of /login;
 *  - a cold /dashboard signed in (a returning user), desktop and phone.
 *
 *   npm run bench -- bundle
 */
import { platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { startStack } from "../../local/platform/stack.ts";
import { ensureSpaBuilt } from "../../local/platform/web-build.ts";
import { Goals, stopAfter } from "./lib/goals.ts";

const PORT_BASE = 62821;
const LOGIN_JS_GOAL_BYTES = 200_000;

interface AppFile {
  file: string;
  kind: "js" | "css" | "document" | "other";
  bytes: number;
  gzip: number;
}
type Screens = Record<"login" | "signInToDashboard" | "dashboard" | "phoneLogin" | "phoneDashboard", AppFile[]>;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (files: AppFile[], kind?: AppFile["kind"]) =>
  files.filter((f) => !kind || f.kind === kind).reduce((total, f) => total + f.gzip, 0);
const count = (files: AppFile[], kind: AppFile["kind"]) => files.filter((f) => f.kind === kind).length;

function line(label: string, files: AppFile[]): string {
  const js = `${kB(sum(files, "js"))} in ${count(files, "js")} files`;
  return `  ${label.padEnd(34)} JS ${js.padEnd(22)} CSS ${kB(sum(files, "css")).padEnd(10)} total ${kB(sum(files))}`;
}

await ensureSpaBuilt((l) => console.log(`• ${l}`));
const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: `${ROOT}/.local/bench-bundle` });
const stack = await startStack(cfg, { reset: true });
const cancelGuard = stopAfter(stack, 10 * 60_000, "bundle");
const goals = new Goals();
try {
  const out = await new Deno.Command("node", {
    args: [`${ROOT}/tests/bench/lib/bundle-browser.mjs`],
    cwd: ROOT,
    env: {
      BENCH_BUNDLE: JSON.stringify({
        baseUrl: `http://${cfg.host}:${cfg.gatewayPort}`,
        email: "admin@example.com",
        password: "admin123",
        mfl: { username: "demo", password: "demo123" },
      }),
    },
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!out.success) throw new Error(`the browser run failed: ${new TextDecoder().decode(out.stderr).slice(-2000)}`);
  const screens: Screens = JSON.parse(new TextDecoder().decode(out.stdout).trim().split("\n").at(-1)!);

  console.log("gzip bytes Chromium fetches of the app (zlib default level; kB = 1000 bytes):");
  console.log(line("/login, cold", screens.login));
  console.log(line("sign in → /dashboard, same tab", screens.signInToDashboard));
  console.log(line("/dashboard, cold, signed in", screens.dashboard));
  console.log(line("phone: /login, cold", screens.phoneLogin));
  console.log(line("phone: /dashboard, cold, signed in", screens.phoneDashboard));

  console.log("\n/login's files (gzip, raw):");
  for (const f of screens.login) console.log(`  ${f.file.padEnd(44)} ${kB(f.gzip).padStart(9)} ${kB(f.bytes).padStart(10)}`);

  const loginJs = sum(screens.login, "js");
  const phoneJs = sum(screens.phoneLogin, "js");
  console.log(`\n/login: ${kB(loginJs)} (${(loginJs / 1024).toFixed(0)} KiB) of gzip JS (goal ≤ ${kB(LOGIN_JS_GOAL_BYTES)}) ` +
    goals.check(loginJs <= LOGIN_JS_GOAL_BYTES, `/login downloads ${kB(loginJs)} of gzip JS, over ${kB(LOGIN_JS_GOAL_BYTES)}`));
  console.log(`phone /login: ${kB(phoneJs)} of gzip JS (goal ≤ ${kB(LOGIN_JS_GOAL_BYTES)}) ` +
    goals.check(phoneJs <= LOGIN_JS_GOAL_BYTES, `a phone's /login downloads ${kB(phoneJs)} of gzip JS, over ${kB(LOGIN_JS_GOAL_BYTES)}`));
  // Cacheable: every asset but the document carries a content hash in its name.
  const unhashed = Object.values(screens).flat().filter((f) => f.kind !== "document" && !/-[A-Za-z0-9_-]{8}\.\w+$/.test(f.file));
  console.log(`assets without a content hash: ${unhashed.length} ` +
    goals.check(unhashed.length === 0, `assets without a content hash: ${[...new Set(unhashed.map((f) => f.file))].join(", ")}`));
  goals.report();
} catch (error) {
  console.error(error);
  Deno.exitCode = 1;
} finally {
  cancelGuard();
  await stack.stop();
}
