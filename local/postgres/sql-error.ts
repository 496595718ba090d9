/** Turning psql's error output into one sentence naming the file and line. */

export interface PsqlError {
  file: string;
  line: number;
  message: string;
}

/**
 * The first `psql:FILE:LINE: ERROR:  message` in psql's stderr (ON_ERROR_STOP stops at the
 * first one). psql's LINE is where the failing statement ends.
 */
export function parsePsqlError(stderr: string): PsqlError | null {
  for (const raw of stderr.split("\n")) {
    const m = /^psql:(.+?):(\d+): (?:ERROR|FATAL|PANIC):\s+(.*)$/.exec(raw.trimEnd());
    if (m) return { file: m[1], line: Number(m[2]), message: m[3].trim() };
  }
  return null;
}

/**
 * psql reports the line where the failing statement ends; when the server pointed into the
 * statement (`LINE k: <text>`), the nearest line at or above that end containing the text is
 * the line the error is really on.
 */
export function refineLine(source: string, endLine: number, stderr: string): number {
  const m = /^LINE \d+: (.*)$/m.exec(stderr);
  if (!m) return endLine;
  const snippet = m[1].replace(/^\.\.\./, "").replace(/\.\.\.$/, "").trim();
  if (snippet.length < 3) return endLine;
  const lines = source.split("\n");
  for (let i = Math.min(endLine, lines.length); i >= 1 && i > endLine - 1000; i--) {
    if (lines[i - 1].includes(snippet)) return i;
  }
  return endLine;
}

/** A path as the user knows it: relative to the project root when inside it. */
export function displayPath(path: string, root: string): string {
  const prefix = root.endsWith("/") ? root : `${root}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/**
 * "Migration supabase/migrations/x.sql failed at line 42: relation "x" does not exist"; `what`
 * is "Migration", "Seed" or "Platform shim"; `source` (the file's text) sharpens the line. Without a parsable ERROR line, the first line of
 * stderr is the reason.
 */
export function sqlErrorSentence(what: string, file: string, stderr: string, root: string, source?: string): string {
  const e = parsePsqlError(stderr);
  const shown = displayPath(e?.file ?? file, root);
  if (e) {
    const line = source !== undefined && e.file === file ? refineLine(source, e.line, stderr) : e.line;
    return `${what} ${shown} failed at line ${line}: ${e.message}`;
  }
  const first = stderr.split("\n").map((l) => l.trim()).find((l) => l && !/^psql:.*NOTICE:/.test(l));
  return `${what} ${displayPath(file, root)} failed: ${first ?? "psql exited with an error"}`;
}
