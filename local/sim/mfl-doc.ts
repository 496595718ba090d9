// MFL documents are built once as an XML-shaped tree and serialised to XML or to MFL's JSON.
// The JSON is MFL's mechanical translation: attributes → string properties, repeated children →
// array, a single child → object (not a one-element array), no children → key omitted (or {}
// when the element itself is empty), text → {"$t": ...}.

export interface Doc {
  [key: string]: string | Doc | Doc[];
}

export interface MflDocument {
  root: string;
  doc: Doc;
}

export class MflError extends Error {}

export function errorDoc(message: string): MflDocument {
  return { root: "error", doc: { $t: message } };
}

function toJsonValue(doc: Doc): unknown {
  const out: Record<string, unknown> = {};
  for (const k in doc) {
    const v = doc[k];
    if (typeof v === "string") out[k] = v;
    else if (Array.isArray(v)) {
      if (v.length === 1) out[k] = toJsonValue(v[0]);
      else if (v.length > 1) out[k] = v.map(toJsonValue);
    } else out[k] = toJsonValue(v);
  }
  return out;
}

export function toJson(d: MflDocument): string {
  return JSON.stringify({ version: "1.0", [d.root]: toJsonValue(d.doc), encoding: "utf-8" });
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/\n/g, "&#10;");
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function element(name: string, doc: Doc, out: string[]): void {
  out.push("<", name);
  const children: [string, Doc][] = [];
  let text: string | undefined;
  for (const k in doc) {
    const v = doc[k];
    if (k === "$t") text = v as string;
    else if (typeof v === "string") out.push(" ", k, '="', escapeAttr(v), '"');
    else if (Array.isArray(v)) for (const c of v) children.push([k, c]);
    else children.push([k, v]);
  }
  if (!children.length && text === undefined) {
    out.push("/>");
    return;
  }
  out.push(">");
  if (text !== undefined) out.push(escapeText(text));
  for (const [k, c] of children) element(k, c, out);
  out.push("</", name, ">");
}

export function toXml(d: MflDocument): string {
  const out: string[] = ['<?xml version="1.0" encoding="utf-8"?>\n'];
  element(d.root, d.doc, out);
  out.push("\n");
  return out.join("");
}
