/**
 * Where a stack's CPU goes, from /proc (Linux): the CPU time of each piece (the gateway in the
 * benchmark's own process, each function's workers, PostgREST, PostgreSQL's backends, the
 * simulator, a load generator) between two readings, and how busy the whole machine was meanwhile
 * (other people's work included), so a figure measured on a shared machine says what it shared.
 */

/** Process id → [piece, CPU ms so far]. */
export type CpuReading = { at: number; pieces: Map<number, [string, number]>; machineBusyMs: number; machineMs: number };

const TICK_MS = 10; // USER_HZ is 100 on Linux

function read(path: string): string | null {
  try {
    return Deno.readTextFileSync(path);
  } catch {
    return null;
  }
}

/** [ppid, user+system ms] of a process, or null when it is gone. */
function stat(pid: number): [number, number] | null {
  const text = read(`/proc/${pid}/stat`);
  if (!text) return null;
  // The command may hold spaces and parentheses: fields start after the last ')'.
  const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return [Number(f[1]), (Number(f[11]) + Number(f[12])) * TICK_MS];
}

/** What a process is, by its command line; null for what does not belong to the stack. */
function pieceOf(pid: number, self: number, postmaster: number | null, ppid: number): string | null {
  if (pid === self) return "gateway (+ bench)";
  if (postmaster !== null && (pid === postmaster || ppid === postmaster)) return "PostgreSQL";
  const cmd = (read(`/proc/${pid}/cmdline`) ?? "").replaceAll("\0", " ");
  const fn = /supabase\/functions\/([\w-]+)\/index\.ts/.exec(cmd);
  if (fn) return `function ${fn[1]}`;
  if (cmd.includes("local/sim/main.ts")) return "simulator";
  if (/postgrest/i.test(cmd)) return "PostgREST";
  if (cmd.includes("viewer-load.ts") || cmd.includes("warm-reads.ts")) return "load generator";
  return null;
}

/** The benchmark's descendants (and the database cluster's processes) with their CPU so far. */
export function readCpu(postmasterPid: number | null): CpuReading {
  const self = Deno.pid;
  const procs = new Map<number, [number, number]>();
  for (const e of Deno.readDirSync("/proc")) {
    const pid = Number(e.name);
    if (!Number.isInteger(pid)) continue;
    const s = stat(pid);
    if (s) procs.set(pid, s);
  }
  const mine = new Set<number>([self]);
  // Descendants: walk until no new process joins (children may be listed before their parents).
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, [ppid]] of procs) {
      if (mine.has(pid) || !mine.has(ppid)) continue;
      mine.add(pid);
      grew = true;
    }
  }
  const pieces = new Map<number, [string, number]>();
  for (const [pid, [ppid, ms]] of procs) {
    if (!mine.has(pid) && !(postmasterPid !== null && (pid === postmasterPid || ppid === postmasterPid))) continue;
    const piece = pieceOf(pid, self, postmasterPid, ppid);
    if (piece) pieces.set(pid, [piece, ms]);
  }
  const cpu = (read("/proc/stat") ?? "").split("\n")[0].split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const total = cpu.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  return { at: Date.now(), pieces, machineBusyMs: (total - idle) * TICK_MS, machineMs: total * TICK_MS };
}

export interface CpuUse {
  seconds: number;
  /** Piece → CPU ms used between the readings (processes that started or ended meanwhile count from 0 / to their last reading). */
  byPiece: Record<string, number>;
  /** The whole machine's busy CPU ms meanwhile (every core, everybody's work). */
  machineBusyMs: number;
  cores: number;
}

export function cpuBetween(a: CpuReading, b: CpuReading): CpuUse {
  const byPiece: Record<string, number> = {};
  for (const [pid, [piece, ms]] of b.pieces) byPiece[piece] = (byPiece[piece] ?? 0) + ms - (a.pieces.get(pid)?.[1] ?? 0);
  const seconds = (b.at - a.at) / 1000;
  return {
    seconds,
    byPiece: Object.fromEntries(Object.entries(byPiece).sort(([, x], [, y]) => y - x)),
    machineBusyMs: b.machineBusyMs - a.machineBusyMs,
    cores: Math.max(1, Math.round((b.machineMs - a.machineMs) / Math.max(1, seconds * 1000))),
  };
}

/** The cluster's postmaster, from its pid file (the first line). */
export function postmasterPid(pgdata: string): number | null {
  const text = read(`${pgdata}/postmaster.pid`);
  const pid = text ? Number(text.split("\n")[0]) : NaN;
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}
