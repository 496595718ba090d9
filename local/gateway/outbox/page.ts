/** The outbox's HTML pages: a list, newest first, and one message with clickable links. */
import type { OutboxMessage } from "./store.ts";

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{padding:.4rem .6rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
a{color:#1864ab}.muted{color:#777}.mail{border:1px solid #ddd;padding:1rem;border-radius:6px}</style></head>
<body>${body}</body></html>`;
}

export function listPage(messages: OutboxMessage[]): string {
  const rows = messages.map((m) => `<tr><td class="muted">${esc(new Date(m.created_at).toLocaleString())}</td>
<td>${esc(m.to)}</td><td><a href="/messages/${m.id}">${esc(m.subject)}</a></td>
<td>${m.links.map((l) => `<a href="${esc(l)}">open link</a>`).join("<br>")}</td></tr>`).join("");
  return layout("Local mail outbox", `<h1>Local mail outbox</h1>
<p class="muted">Every e-mail the local auth server sends lands here (newest first). JSON: <a href="/api/v1/messages">/api/v1/messages</a>.</p>
${messages.length ? `<table><tr><th>Sent</th><th>To</th><th>Subject</th><th>Links</th></tr>${rows}</table>` : "<p>No messages yet.</p>"}`);
}

export function messagePage(m: OutboxMessage): string {
  return layout(m.subject, `<p><a href="/">← all messages</a></p><h1>${esc(m.subject)}</h1>
<p>To: ${esc(m.to)}<br><span class="muted">${esc(new Date(m.created_at).toLocaleString())}</span></p>
<div class="mail">${m.html}</div>
<h2>Links</h2><ul>${m.links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join("")}</ul>`);
}
