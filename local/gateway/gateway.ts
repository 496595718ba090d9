/**
 * startGateway: the API gateway on cfg.gatewayPort (auth, REST, functions, /api, the SPA) and the
 * worker that performs queued `net.http_*` calls. Needs the database (shim applied), PostgREST
 * and the functions runtime; the outbox schema is created here too because auth writes mail.
 */
import { gatewayUrl, JWT_SECRET, type PlatformConfig, ROOT } from "../config.ts";
import type { AuthContext } from "./auth/context.ts";
import { authOptions, type AuthOverrides } from "./auth/options.ts";
import { FailureLimiter } from "./auth/rate-limit.ts";
import { authHandler, OPEN_AUTH_PATHS } from "./auth/router.ts";
import { ensureAuthSchema } from "./auth/store.ts";
import { connectDb } from "./db.ts";
import { gatewayHandler } from "./http/router.ts";
import { listen } from "./listen.ts";
import { startNetWorker } from "./net-worker.ts";
import { ensureOutboxSchema } from "./outbox/schema.ts";
import { loadSupabaseConfig } from "./supabase-config.ts";

export interface GatewayOptions {
  /** Test knobs over config.toml's [auth], e.g. `{ enableConfirmations: false }`. */
  authOverrides?: AuthOverrides;
  /** `verify_jwt` per function over config.toml's `[functions.<name>]`. */
  verifyJwt?: Record<string, boolean>;
  configPath?: string;
  distDir?: string;
  /** The functions runtime's next live worker of a function (FunctionsRuntime.worker). */
  functionWorker?: (name: string) => string | null;
}

export async function startGateway(cfg: PlatformConfig, opts: GatewayOptions = {}): Promise<{ stop(): Promise<void> }> {
  const config = await loadSupabaseConfig(opts.configPath);
  const auth = authOptions(config.auth, opts.authOverrides);
  const sql = connectDb(cfg, 10);
  const stops: (() => Promise<void>)[] = [() => sql.end({ timeout: 2 })];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((e) => console.error(String(e)));
    stops.length = 0;
  };
  try {
    await ensureAuthSchema(sql);
    await ensureOutboxSchema(sql);
    const base = gatewayUrl(cfg);
    const ctx: AuthContext = {
      sql,
      opts: auth,
      tokens: { secret: JWT_SECRET, issuer: `${base}/auth/v1`, expiry: auth.jwtExpiry },
      ownOrigins: [base, `http://localhost:${cfg.gatewayPort}`],
      signInFailures: new FailureLimiter(auth.signInLimit.maxFailures, auth.signInLimit.windowSeconds * 1000),
    };
    const worker = await startNetWorker(sql);
    stops.push(worker.stop);
    const listener = listen(
      cfg.host,
      cfg.gatewayPort,
      "gateway",
      gatewayHandler({
        auth: authHandler(ctx),
        openAuthPaths: OPEN_AUTH_PATHS,
        restUrl: `http://${cfg.host}:${cfg.restPort}`,
        functionsUrl: `http://${cfg.host}:${cfg.functionsPort}`,
        functionWorker: opts.functionWorker,
        jwtSecret: JWT_SECRET,
        verifyJwt: (name) => opts.verifyJwt?.[name] ?? config.verifyJwt(name),
        distDir: opts.distDir ?? `${ROOT}/web/dist`,
      }),
    );
    stops.push(listener.stop);
    return { stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
