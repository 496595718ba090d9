/**
 * Reading the outbox over HTTP, for tests in Node (vitest) and Deno alike: plain fetch, no
 * platform imports.
 */
/** A message as `GET /api/v1/messages` answers it (the store keeps exactly this shape). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/**
 * The newest message to `email` (optionally created after `since`, ms epoch), waiting up to
 * `timeoutMs` for it to arrive.
 */
export async function latestMessageFor(
  outboxUrl: string,
  email: string,
  opts: { since?: number; timeoutMs?: number; subject?: RegExp } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 5000);
  for (;;) {
    const res = await fetch(`${outboxUrl}/api/v1/messages?to=${encodeURIComponent(email)}&limit=20`);
    if (!res.ok) throw new Error(`Outbox answered ${res.status}`);
    const all = (await res.json()) as OutboxMail[];
    const hit = all.find((m) =>
      (opts.since === undefined || Date.parse(m.created_at) >= opts.since) && (!opts.subject || opts.subject.test(m.subject))
    );
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${email} arrived in the outbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link of a message that carries a `token_hash` (confirmation, recovery). */
export function tokenLink(mail: OutboxMail): { url: URL; tokenHash: string; type: string } {
  for (const l of mail.links) {
    const url = new URL(l);
    const tokenHash = url.searchParams.get("token_hash");
    if (tokenHash) return { url, tokenHash, type: url.searchParams.get("type") ?? "" };
  }
  throw new Error(`The e-mail "${mail.subject}" has no link with a token_hash`);
}
