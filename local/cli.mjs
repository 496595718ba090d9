#!/usr/bin/env node
// Entry point of every npm script. Plain Node with no dependencies, because it runs on a
// fresh machine before anything is installed: it installs what is missing (Debian packages,
// npm dependencies, Deno from npm), then hands over to the TypeScript orchestrator run by Deno.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const command = process.argv[2] ?? "start";
const args = process.argv.slice(3);

const BASE_PACKAGES = ["postgresql-15", "postgresql-15-cron", "postgresql-15-pgtap", "libtap-parser-sourcehandler-pgtap-perl"];
const PACKAGES_BY_COMMAND = {
  start: BASE_PACKAGES,
  dev: BASE_PACKAGES,
  test: [...BASE_PACKAGES, "chromium"],
  // Several benches time screens in the browser (lineup, top players, the bundle, push).
  bench: [...BASE_PACKAGES, "chromium"],
  sim: [],
  typecheck: [],
};

function fail(sentence) {
  console.error(`\n✖ ${sentence}`);
  process.exit(1);
}

function log(line) {
  console.log(`• ${line}`);
}

function missingDebianPackages(names) {
  return names.filter((name) => {
    const r = spawnSync("dpkg-query", ["-W", "-f=${Status}", name], { encoding: "utf8" });
    return r.status !== 0 || !r.stdout.includes("install ok installed");
  });
}

function ensureDebianPackages(names) {
  const missing = missingDebianPackages(names);
  if (missing.length === 0) return;
  if (spawnSync("apt-get", ["--version"], { stdio: "ignore" }).error) {
    fail(`Debian packages ${missing.join(", ")} are needed but apt-get is not available on this machine: install them by hand, then run the command again.`);
  }
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const run = (argv) => {
    const [cmd, ...rest] = [...asRoot, ...argv];
    return spawnSync(cmd, rest, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  log(`installing Debian packages: ${missing.join(", ")}`);
  const update = run(["apt-get", "update"]);
  if (update.status !== 0) {
    fail(`apt-get update failed (${lastLine(update.stderr)}): Debian's package registry must be reachable (and root or passwordless sudo available) to install ${missing.join(", ")}.`);
  }
  const install = run(["apt-get", "install", "-y", "--no-install-recommends", ...missing]);
  if (install.status !== 0) fail(`apt-get install ${missing.join(" ")} failed: ${lastLine(install.stderr)}.`);
}

function lastLine(text) {
  return (text ?? "").trim().split("\n").filter(Boolean).pop() ?? "no output";
}

// Installs npm dependencies when node_modules is missing or was installed from another lockfile.
// `npm install --no-save` rather than `npm ci`: npm 11 records only this platform's optional
// binaries (deno, postgrest) in the lockfile and `npm ci` then refuses the lockfile as out of
// sync; install honours the locked versions all the same and leaves the lockfile untouched.
function ensureNodeModules() {
  const lock = join(ROOT, "package-lock.json");
  const stamp = join(ROOT, "node_modules", ".installed-lock-hash");
  const hash = createHash("sha256").update(readFileSync(lock)).digest("hex");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash && existsSync(join(ROOT, "node_modules", ".bin", "deno"))) return;
  log("installing npm dependencies");
  const r = spawnSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: ROOT, stdio: "inherit" });
  if (r.status !== 0) fail("npm install failed: see the output above (the npm registry must be reachable).");
  writeFileSync(stamp, hash);
}

function denoPath() {
  const bin = join(ROOT, "node_modules", ".bin", "deno");
  try {
    execFileSync(bin, ["--version"], { stdio: "ignore" });
  } catch {
    fail("Deno from the npm package `deno` does not run on this machine: delete node_modules and run the command again.");
  }
  return bin;
}

ensureDebianPackages(PACKAGES_BY_COMMAND[command] ?? BASE_PACKAGES);
ensureNodeModules();
const deno = denoPath();
mkdirSync(join(ROOT, ".local"), { recursive: true });

const child = spawn(deno, ["run", "-A", "--quiet", join(ROOT, "local", "platform", "main.ts"), command, ...args], {
  cwd: ROOT,
  stdio: "inherit",
  // DENO_NO_PACKAGE_JSON: Deno code here imports `npm:` specifiers itself; without it Deno would try to
  // resolve the whole npm workspace (including other platforms' optional binaries) and fail.
  env: { ...process.env, DENO_DIR: join(ROOT, ".local", "deno"), DENO_NO_UPDATE_CHECK: "1", DENO_NO_PACKAGE_JSON: "1" },
});
// Ctrl-C reaches the whole foreground process group; the orchestrator shuts its children down.
// This process only waits for it, so it must not die first.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
