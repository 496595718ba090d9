/**
 * Builds the SPA into web/dist only when its sources changed since the last build:
 * a Vite build costs seconds, and `npm start` should be ready in well under 20 s.
 */
import { ROOT } from "../config.ts";

const WEB = `${ROOT}/web`;
const STAMP = `${WEB}/dist/.source-hash`;
const SKIP = new Set(["node_modules", "dist"]);

async function sourceHash(): Promise<string> {
  const entries: string[] = [];
  const walk = async (dir: string) => {
    for await (const e of Deno.readDir(dir)) {
      if (SKIP.has(e.name)) continue;
      const path = `${dir}/${e.name}`;
      if (e.isDirectory) await walk(path);
      else if (e.isFile) {
        const s = await Deno.stat(path);
        entries.push(`${path}:${s.size}:${s.mtime?.getTime() ?? 0}`);
      }
    }
  };
  await walk(WEB);
  for (const f of [`${ROOT}/package-lock.json`]) entries.push(`${f}:${(await Deno.stat(f)).mtime?.getTime()}`);
  entries.sort();
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(entries.join("\n")));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function ensureSpaBuilt(log: (line: string) => void): Promise<void> {
  const hash = await sourceHash();
  const previous = await Deno.readTextFile(STAMP).catch(() => "");
  if (previous === hash) return;
  log("building the web app (vite build)");
  const out = await new Deno.Command(`${ROOT}/node_modules/.bin/vite`, {
    args: ["build", "--logLevel", "warn"],
    cwd: WEB,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!out.success) {
    const text = new TextDecoder().decode(out.stderr) + new TextDecoder().decode(out.stdout);
    throw new Error(`The web app does not build: ${text.trim().split("\n").slice(-5).join(" ")}`);
  }
  await Deno.writeTextFile(STAMP, hash);
}
