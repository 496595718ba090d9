/**
 * Ports, keys and folders of the local platform, in one place.
 * Profile "dev" is what `npm start`/`npm run dev` use (the README's addresses);
 * profile "test" is what `npm test` starts, on other ports and another data folder,
 * so a running `npm start` and a test run never collide.
 */
export type Profile = "dev" | "test";

export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
// The well-known keys `supabase start` prints: HS256 over JWT_SECRET, roles anon / service_role.
export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

export const ROOT = new URL("..", import.meta.url).pathname.replace(/\/$/, "");

export interface PlatformConfig {
  profile: Profile;
  host: string;
  /** Gateway: /auth/v1, /rest/v1, /functions/v1, /api, the SPA. */
  gatewayPort: number;
  dbPort: number;
  /** PostgREST, internal (only the gateway talks to it). */
  restPort: number;
  /** Edge-functions runtime, internal. */
  functionsPort: number;
  outboxPort: number;
  /** The local Web Push service (local/push): subscriptions, their endpoints, what arrived. */
  pushPort: number;
  simPort: number;
  /** Cluster, logs, caches of this profile. */
  dataDir: string;
}

/**
 * The test stacks listen above Linux's ephemeral range (32768-60999 by default): the two lanes of
 * `npm test` run side by side, and an outgoing connection of one (its source port picked from that
 * range) once held the port the other's functions runtime was about to listen on. The benchmarks'
 * stacks listen below it (23521.. to 30330) or above it, for the same reason: a bench once could not
 * start because a test's outgoing connection had just used its port.
 */
const BASE_PORT: Record<Profile, number> = { dev: 54321, test: 61321 };

/**
 * `overrides` lets a test or a scratch experiment run a whole stack on ports and a folder
 * of its own (e.g. `platformConfig("test", { ...portsFrom(56321), dataDir })`).
 */
export function platformConfig(profile: Profile = "dev", overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return { ...portsFrom(BASE_PORT[profile]), profile, host: "127.0.0.1", dataDir: `${ROOT}/.local/${profile}`, ...overrides };
}

/**
 * PORT_OFFSET shifts every port of every stack (dev, test, scratch, benches): two checkouts of the
 * project (git worktrees) can then run their tests at once on one machine without colliding.
 */
const PORT_OFFSET = readPortOffset();

function readPortOffset(): number {
  // Read through globalThis: the Node tests' tsc project also compiles this file (no Deno there).
  const deno = (globalThis as { Deno?: { env: { get(name: string): string | undefined } } }).Deno;
  try {
    return Number(deno?.env.get("PORT_OFFSET") ?? 0) || 0;
  } catch {
    return 0; // no env permission
  }
}

export function portsFrom(
  rawBase: number,
): Pick<PlatformConfig, "gatewayPort" | "dbPort" | "restPort" | "outboxPort" | "pushPort" | "functionsPort" | "simPort"> {
  const base = rawBase + PORT_OFFSET;
  return {
    gatewayPort: base,
    dbPort: base + 1,
    restPort: base + 2,
    outboxPort: base + 3,
    pushPort: base + 4,
    functionsPort: base + 5,
    simPort: base + 9,
  };
}

export function gatewayUrl(c: PlatformConfig): string {
  return `http://${c.host}:${c.gatewayPort}`;
}

/** Superuser connection (OS user postgres, trust auth on loopback). */
export function dbUrl(c: PlatformConfig, user = "postgres"): string {
  return `postgresql://${user}:postgres@${c.host}:${c.dbPort}/postgres`;
}
