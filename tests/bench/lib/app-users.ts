/**
 * App users seeded straight into the database, as many as a benchmark needs: auth users, their
 * profiles with an MFL session (the cookie encrypted with the stack's MFL_COOKIE_KEYS and bound to
 * the user id, as _shared/credentials does), expiring in 23 h, and their leagues as verified
 * memberships (what the league sync leaves once MFL listed the league for the user); each with a
 * signed access token.
 */
import { JWT_SECRET, type PlatformConfig } from "../../../local/config.ts";
import { signJwt } from "../../../local/gateway/jwt.ts";
import { functionSecrets } from "../../../local/platform/secrets.ts";
import { psql } from "../../../local/postgres/psql.ts";
import { encryptCookie, parseKeyring } from "../../../supabase/functions/_shared/crypto/cookie-cipher.ts";

export interface BenchUser {
  id: string;
  email: string;
  token: string;
}

export interface AppUserSeed {
  email: string;
  mflUsername: string;
  /** The simulator's MFL_USER_ID for that account. */
  cookie: string;
  leagues: { id: string; franchise: string; name: string }[];
}

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Inserts the users in one transaction (through a file: thousands of rows are more than one argument holds). */
export async function seedAppUsers(cfg: PlatformConfig, seeds: AppUserSeed[]): Promise<BenchUser[]> {
  const keyring = await parseKeyring((await functionSecrets(cfg)).MFL_COOKIE_KEYS);
  const now = Math.floor(Date.now() / 1000);
  const expires = new Date(Date.now() + 23 * 3600_000).toISOString();
  const users = await Promise.all(seeds.map(async (seed) => {
    const id = crypto.randomUUID();
    const token = await signJwt(
      { sub: id, role: "authenticated", aud: "authenticated", email: seed.email, iat: now, exp: now + 3600 },
      JWT_SECRET,
    );
    return { id, token, seed, enc: await encryptCookie(seed.cookie, keyring, id) };
  }));
  const values = <T>(items: T[], row: (item: T) => string[]) => items.map((item) => `(${row(item).join(", ")})`).join(",\n");
  const memberships = users.flatMap((u) => u.seed.leagues.map((l, j) => ({ u, l, j })));
  const file = await Deno.makeTempFile({ suffix: ".sql" });
  try {
    await Deno.writeTextFile(
      file,
      `insert into auth.users (id, email) values ${values(users, (u) => [quote(u.id), quote(u.seed.email)])};
       insert into public.user_profile (user_id, mfl_username, mfl_cookie_enc, mfl_cookie_expires_at)
         values ${values(users, (u) => [quote(u.id), quote(u.seed.mflUsername), quote(u.enc), quote(expires)])};
       ${memberships.length === 0 ? "" : `insert into public.user_leagues (user_id, league_id, franchise_id, display_name, created_at, verified_at)
         values ${values(memberships, ({ u, l, j }) => [quote(u.id), quote(l.id), quote(l.franchise), quote(l.name), `now() + interval '${j} ms'`, "now()"])};`}`,
    );
    const r = await psql(cfg, [{ file }], { single: true });
    if (r.code !== 0) throw new Error(`Seeding ${seeds.length} users failed: ${r.stderr.trim().slice(0, 500)}`);
  } finally {
    await Deno.remove(file);
  }
  return users.map(({ id, token, seed }) => ({ id, email: seed.email, token }));
}
