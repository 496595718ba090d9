// Times screens in headless Chromium (Debian's, driven by playwright-core as the e2e tests are) for
// the benchmarks, which run under Deno: `node browser-timings.mjs` with BENCH_BROWSER set to
// {"baseUrl", "session", "measure": ["lineup:61408", "top-players:72901"], "simUrl"?}; prints one JSON
// line. With simUrl, each navigation also counts the MFL calls it caused, at the simulator.
/* global window, PerformanceObserver, performance, document, requestAnimationFrame, MessageChannel, MutationObserver, Event -- page functions run in the browser */
/* global fetch -- Node's, for the simulator's counters */
import { writeFileSync } from 'node:fs';
import { componentSummary, profileSummary } from './cpu-profile.mjs';
import { traceSummary } from './trace-summary.mjs';
import { openSignedIn } from './signed-in-browser.mjs';

const { baseUrl, session, measure, simUrl } = JSON.parse(process.env.BENCH_BROWSER ?? '{}');
// Signed in as the seeded user.
const { browser, page } = await openSignedIn({ baseUrl, session });

/** The simulator's request counters: reset, or read as {total, byEndpoint}. */
async function simCounters(reset) {
  const res = await fetch(`${simUrl}/_sim/${reset ? 'counters/reset' : 'counters'}`, { method: reset ? 'POST' : 'GET' });
  const { total, byEndpoint } = await res.json();
  return { total, byEndpoint };
}

/** When the driver asked for the last navigation (epoch ms): the page's timeOrigin is measured against it. */
let asked = 0;

/**
 * Warm loads after the first: their median is the figure (one warm load swings by 100 ms on a shared
 * machine). BENCH_LOADS sets another count (more, to tell two builds apart by less than the swing).
 */
const WARM_LOADS = Number(process.env.BENCH_LOADS) > 0 ? Number(process.env.BENCH_LOADS) : 7;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Navigation to the moment `ready` is visible, 1 + WARM_LOADS times: the first warms caches, the
 * median of the others is the figure (their fastest too). With simUrl, the MFL calls of each page
 * load: everything the page asked for until its network went quiet (reads that do not hold up
 * `ready` included).
 */

async function open(path, ready) {
  const times = [];
  // The same, in the page's own clock: its navigation start to the ready element.
  const inPage = [];
  const mflCalls = [];
  // Once per screen, not per load: init scripts accumulate on the page.
  await page.addInitScript((selector) => (window.__readySelector = selector), ready);
  for (let i = 0; i <= WARM_LOADS; i++) {
    if (simUrl) await simCounters(true);
    // BENCH_PROFILE: the last load's CPU profile, summed by function (where the page's time went).
    const profiler = process.env.BENCH_PROFILE && i === WARM_LOADS ? await page.context().newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    // BENCH_TRACE: the last load's main thread, task by task (trace-summary.mjs).
    const tracing = process.env.BENCH_TRACE && i === WARM_LOADS;
    if (tracing) {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute', 'toplevel'],
      });
    }
    asked = Date.now();
    const t = performance.now();
    await page.goto(`${baseUrl}${path}`);
    // A first load on a loaded shared machine has taken over Playwright's 30 s default.
    await page.locator(ready).first().waitFor({ timeout: 120_000 }).catch(async (error) => {
      // Say what the screen showed instead, and keep a picture of it.
      await page.screenshot({ path: '/tmp/bench-browser-timeout.png' }).catch(() => undefined);
      const shown = await page.locator('main').innerText().catch(() => '(no main)');
      throw new Error(`${path} never showed ${ready}; the screen (/tmp/bench-browser-timeout.png) said: ${shown.slice(0, 600)}`, { cause: error });
    });
    times.push(performance.now() - t);
    inPage.push(await page.evaluate(() => window.__readyAt));
    if (profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      if (process.env.BENCH_PROFILE_DUMP) writeFileSync(process.env.BENCH_PROFILE_DUMP, JSON.stringify(profile));
      console.error(profileSummary(profile));
      console.error(`components by inclusive time (names as the build kept them):\n${componentSummary(profile)}`);
    }
    if (tracing) {
      const trace = JSON.parse((await browser.stopTracing()).toString());
      if (process.env.BENCH_TRACE_DUMP) writeFileSync(process.env.BENCH_TRACE_DUMP, JSON.stringify(trace));
      console.error(traceSummary(trace).join('\n'));
    }
    if (simUrl) {
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      mflCalls.push(await simCounters(false));
    }
  }
  const warm = times.slice(1);
  const warmInPage = inPage.slice(1);
  return {
    cold: times[0],
    warm: median(warm),
    warmFastest: Math.min(...warm),
    warmInPage: median(warmInPage),
    warmInPageFastest: Math.min(...warmInPage),
    ...(simUrl ? { mflCalls } : {}),
  };
}

/**
 * In every page: the long tasks (≥ 50 ms) of the load, and the moment (ms after navigation start)
 * `window.__readySelector` first matched an element, on the same clock as the resource timings.
 */
await page.addInitScript(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const seen = new MutationObserver(() => {
      if (window.__readyAt !== undefined || !window.__readySelector || !document.querySelector(window.__readySelector)) return;
      window.__readyAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  };
  if (document.documentElement) watch();
  else document.addEventListener('DOMContentLoaded', watch);
});

/** The 25 functions with the most self time in a CPU profile, with their script and line. */
const out = {};
for (const item of measure) {
  const [screen, leagueId] = item.split(':');
  if (screen === 'lineup') {
    const nav = await open(`/leagues/${leagueId}/lineup`, 'button[aria-pressed]:not([disabled])');
    // One toggle → the re-validated lineup painted: from the click to the first task after the next
    // frame's paint (a rAF callback runs before paint; a message posted from it runs after).
    const toggles = [];
    for (let i = 0; i < 20; i++) {
      toggles.push(await page.evaluate(async () => {
        const button = document.querySelector('main button[aria-pressed]:not([disabled])');
        const before = button.getAttribute('aria-pressed');
        const t = performance.now();
        button.click();
        await new Promise((resolve) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(0);
          }),
        );
        const elapsed = performance.now() - t;
        const after = document.querySelector('main button[aria-pressed]:not([disabled])');
        if (after.getAttribute('aria-pressed') === before) throw new Error('the toggle did not change by the next paint');
        return elapsed;
      }));
    }
    // The work itself: a click is a discrete event, so React validates, renders and commits before
    // the click's microtasks end; this is the toggle's cost without the wait for the next frame.
    const work = [];
    for (let i = 0; i < 20; i++) {
      work.push(await page.evaluate(async () => {
        const button = document.querySelector('main button[aria-pressed]:not([disabled])');
        const before = button.getAttribute('aria-pressed');
        const t = performance.now();
        button.click();
        await Promise.resolve();
        const elapsed = performance.now() - t;
        if (button.getAttribute('aria-pressed') === before) throw new Error('the toggle was not committed within its event');
        return elapsed;
      }));
    }
    // Where the warm navigation's time went: the document, the app's script, and each API read
    // (start and end, ms after navigation start), from the page's own resource timings.
    const breakdown = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const reads = performance.getEntriesByType('resource')
        .filter((entry) => /\/functions\/v1\/|\/auth\/v1\/|\/rest\/v1\/|\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ what: new URL(entry.name).pathname.replace(/^\/functions\/v1/, ''), start: entry.startTime, end: entry.responseEnd }));
      return { document: nav.responseEnd, domContentLoaded: nav.domContentLoadedEventEnd, reads, longTasks: window.__longTasks, readyAt: window.__readyAt, timeOrigin: performance.timeOrigin };
    });
    // How long after the driver asked the page's clock started (the previous page's unload, the request).
    breakdown.navigationStartAfterAsked = breakdown.timeOrigin - asked;
    delete breakdown.timeOrigin;
    const players = await page.locator('main li[data-player-id]').evaluateAll((items) => new Set(items.map((li) => li.getAttribute('data-player-id'))).size);
    out.lineup = {
      navigationMs: nav,
      breakdown,
      players,
      toggleToPaintMs: { median: toggles.sort((a, b) => a - b)[10], max: Math.max(...toggles) },
      toggleToCommitMs: { median: work.sort((a, b) => a - b)[10], max: Math.max(...work) },
    };
  }
  if (screen === 'top-players') {
    const nav = await open(`/top-players/${leagueId}`, 'tbody tr');
    const search = page.getByPlaceholder('Search players, positions, NFL teams...');
    const typed = [];
    // Letters that narrow the list, so the table and its 'Showing x to y of z results' change.
    const count = () => document.querySelector('[data-testid="players-count"]')?.textContent;
    for (const letter of ['z', 'q', 'x']) {
      await search.fill('');
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length > 0);
      const before = await page.evaluate(count);
      const t = performance.now();
      await search.press(letter);
      await page.waitForFunction(([read, old]) => new Function(`return (${read})()`)() !== old, [count.toString(), before]);
      typed.push(performance.now() - t);
    }
    // The same in the page, without the driver's round trips: from the keystroke's input event to
    // the first task after the paint that shows the narrowed count (as the lineup toggle is timed).
    const inPage = [];
    for (const letter of ['z', 'q', 'x', 'v', 'j']) {
      await search.fill('');
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length > 0);
      inPage.push(await page.evaluate(async (key) => {
        const input = document.querySelector('input[placeholder="Search players, positions, NFL teams..."]');
        const counter = document.querySelector('[data-testid="players-count"]');
        const before = counter.textContent;
        const changed = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (counter.textContent === before) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(counter, { childList: true, characterData: true, subtree: true });
        });
        const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value').set;
        const t = performance.now();
        setValue.call(input, key);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await changed;
        await new Promise((resolve) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(0);
          }),
        );
        return performance.now() - t;
      }, letter));
    }
    out.topPlayers = { navigationMs: nav, searchLetterMs: typed, searchLetterInPageMs: inPage };
  }
}
console.log(JSON.stringify(out));
await browser.close();
