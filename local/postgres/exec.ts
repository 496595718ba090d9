/**
 * Running PostgreSQL's tools: as the OS user `postgres` when we are root (initdb and the
 * server refuse to run as root), as ourselves otherwise.
 */
export const PG_BIN = Deno.env.get("PG_BIN") ?? "/usr/lib/postgresql/15/bin";

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function isRoot(): boolean {
  return Deno.uid() === 0;
}

export async function run(
  cmd: string,
  args: string[],
  opts: { asPostgres?: boolean; detach?: boolean; cwd?: string; env?: Record<string, string> } = {},
): Promise<RunResult> {
  let argv = [cmd, ...args];
  if (opts.asPostgres && isRoot()) argv = ["runuser", "-u", "postgres", "--", ...argv];
  // A new session: the server must not receive the terminal's Ctrl-C; the caller stops it.
  if (opts.detach) argv = ["setsid", ...argv];
  let out: Deno.CommandOutput;
  try {
    out = await new Deno.Command(argv[0], {
      args: argv.slice(1),
      cwd: opts.cwd,
      env: opts.env,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      const pkg = cmd === "pg_prove" ? "libtap-parser-sourcehandler-pgtap-perl" : "postgresql-15";
      throw new Error(`${argv[0] === cmd ? cmd : argv[0]} is not installed: apt-get install -y ${pkg}.`);
    }
    throw e;
  }
  const dec = new TextDecoder();
  return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}

let pgIds: { uid: number; gid: number } | null | undefined;

/** uid/gid of the `postgres` OS user, when we are root (otherwise null: files stay ours). */
export async function postgresOwner(): Promise<{ uid: number; gid: number } | null> {
  if (!isRoot()) return null;
  if (pgIds !== undefined) return pgIds;
  const [u, g] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  if (u.code !== 0) throw new Error("The OS user postgres does not exist: install PostgreSQL 15 (apt-get install -y postgresql-15).");
  pgIds = { uid: Number(u.stdout.trim()), gid: Number(g.stdout.trim()) };
  return pgIds;
}

/** Creates a directory the server's OS user can write. */
export async function mkdirForPostgres(path: string, mode = 0o700): Promise<void> {
  await Deno.mkdir(path, { recursive: true });
  await Deno.chmod(path, mode);
  const owner = await postgresOwner();
  if (owner) await Deno.chown(path, owner.uid, owner.gid);
}

export async function exists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return false;
    throw e;
  }
}
