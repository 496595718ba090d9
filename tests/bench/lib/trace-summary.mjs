// BENCH_TRACE: the main thread of a page load, task by task (where the time between the first byte
// and "interactive" went: script, style and layout, or nothing at all while a read was out).

/**
 * The renderer main thread's tasks of the last navigation in a Chromium trace (Tracing's JSON), as
 * lines: each task of `minMs` or more, its start (ms after navigation start), its length, and its
 * three longest parts (script with its URL, layout, paint, ...); then the busy time per 50 ms.
 */
export function traceSummary(trace, minMs = 4) {
  const events = trace.traceEvents ?? trace;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  // The page's own (a navigation start without a URL comes later, for no document the page shows).
  const starts = events.filter((e) => e.name === 'navigationStart' && mains.has(`${e.pid}:${e.tid}`) && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL);
  const nav = starts.at(-1);
  if (!nav) return ['(no navigation start in the trace)'];
  const thread = `${nav.pid}:${nav.tid}`;
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.ts >= nav.ts && typeof e.dur === 'number');
  // A task is one of the scheduler's (Chromium names it one of two ways, nesting the other inside).
  const taskName = onMain.some((e) => e.name === 'ThreadControllerImpl::RunTask') ? 'ThreadControllerImpl::RunTask' : 'RunTask';
  const tasks = onMain.filter((e) => e.name === taskName);
  const ms = (us) => (us / 1000).toFixed(1);
  const lines = [];
  const buckets = new Map();
  for (const task of tasks) {
    const bucket = Math.floor((task.ts - nav.ts) / 50_000) * 50;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + task.dur / 1000);
    if (task.dur < minMs * 1000) continue;
    const parts = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 1000 && !e.name.endsWith('RunTask'))
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 3)
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${String(e.args.data.url).split('/').at(-1)}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${ms(e.dur)}`);
    lines.push(`${ms(task.ts - nav.ts).padStart(7)} ms  ${ms(task.dur).padStart(6)} ms  ${parts.join(' · ')}`);
  }
  const busy = [...buckets.entries()].sort((a, b) => a[0] - b[0]).map(([at, time]) => `${at}:${time.toFixed(0)}`).join(' ');
  lines.push(`busy ms per 50 ms from navigation start: ${busy}`);
  return lines;
}
