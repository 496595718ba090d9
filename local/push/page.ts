/** The push service's HTML pages: what arrived (newest first) and one push with its decrypted payload. */
import type { LocalSubscription, ReceivedPush } from "./client.ts";

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:64rem;margin:2rem auto;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{padding:.4rem .6rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
a{color:#1864ab}.muted{color:#777}.refused{color:#b02a2a}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem;border-radius:6px}</style></head>
<body>${body}</body></html>`;
}

function pretty(payload: string | null): string {
  if (payload === null) return "";
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

export function listPage(pushes: ReceivedPush[], subscriptions: LocalSubscription[]): string {
  const rows = pushes.map((m) => `<tr><td class="muted">${esc(new Date(m.received_at).toLocaleString())}</td>
<td><code>${esc(m.subscription_id.slice(0, 8))}</code></td>
<td class="${m.status === 201 ? "" : "refused"}">${m.status}${m.reason ? ` ${esc(m.reason)}` : ""}</td>
<td><a href="/messages/${m.id}">${esc((m.payload ?? "").slice(0, 120)) || "(no payload)"}</a></td></tr>`).join("");
  return layout("Local push service", `<h1>Local push service</h1>
<p class="muted">Web Push requests to this service's endpoints land here, their VAPID signature checked and their payload
decrypted with the subscription's keys (newest first). JSON: <a href="/api/v1/messages">/api/v1/messages</a>,
<a href="/api/v1/subscriptions">/api/v1/subscriptions</a> (${subscriptions.length}).</p>
${pushes.length ? `<table><tr><th>Received</th><th>Subscription</th><th>Answer</th><th>Payload</th></tr>${rows}</table>` : "<p>No pushes yet.</p>"}`);
}

export function pushPage(m: ReceivedPush): string {
  return layout(`Push ${m.id}`, `<p><a href="/">← all pushes</a></p><h1>Push ${m.id}</h1>
<p>Subscription <code>${esc(m.subscription_id)}</code><br><span class="muted">${esc(new Date(m.received_at).toLocaleString())}</span></p>
<p>Answered <b>${m.status}</b>${m.reason ? `: ${esc(m.reason)}` : ""}. TTL ${m.ttl ?? "—"} s, urgency ${esc(m.urgency ?? "—")},
${m.encrypted_bytes} encrypted bytes, VAPID subject ${esc(m.vapid_subject ?? "—")}.</p>
<h2>Decrypted payload</h2><pre>${esc(pretty(m.payload))}</pre>`);
}
