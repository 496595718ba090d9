// A V8 CPU profile (Chrome DevTools protocol's Profiler.stop answer), summed by function: the
// benches print where a page's or a function's time went (BENCH_PROFILE=1). Plain JavaScript so
// both the browser driver (Node) and the Deno benches import it.

/** The 25 costliest functions by self time, then the callers of the costliest `.js`/`.ts` ones. */
export function profileSummary(profile, { ownCode = /\.(m?js|ts):/ } = {}) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const gaps = profile.timeDeltas;
  const nameOf = (callFrame) => `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}`;
  profile.samples.forEach((id, k) => {
    const name = nameOf(byId.get(id).callFrame);
    self.set(name, (self.get(name) ?? 0) + (gaps[k + 1] ?? 0) / 1000);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
  // Who called the costliest functions of the code's own scripts (their first caller chain).
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const chains = top.filter(([name]) => ownCode.test(name)).slice(0, 4).map(([name]) => {
    const node = profile.nodes.find((n) => nameOf(n.callFrame) === name);
    const chain = [];
    for (let up = parent.get(node?.id); up && chain.length < 8; up = parent.get(up.id)) chain.push(up.callFrame.functionName || '(anonymous)');
    return `  ${name.split(' ')[0]} < ${chain.join(' < ')}`;
  });
  return [...top.map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`), 'callers:', ...chains].join('\n');
}

/**
 * The 30 costliest React components by inclusive time (a sample counts once for each component on
 * its stack): which parts of a screen its render and commit cost. A component is a function whose
 * name starts with a capital letter, so `(program)`, idle and the garbage collector are left out.
 * The production build minifies names: build with `build.minify: false` to read them.
 */
export function componentSummary(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map();
  profile.samples.forEach((id, k) => {
    const ms = (profile.timeDeltas[k + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at).callFrame.functionName;
      if (/^_?[A-Z][A-Za-z0-9$]*$/.test(name)) seen.add(name);
    }
    for (const name of seen) total.set(name, (total.get(name) ?? 0) + ms);
  });
  return [...total].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`).join('\n');
}
