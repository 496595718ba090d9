// Times screens in headless Chromium (Debian's, driven by playwright-core as the e2e tests are) for
// the benchmarks, which run under Deno: `node browser-timings.mjs` with BENCH_BROWSER set to
// {"baseUrl", "session", "measure": ["lineup:61408", "top-players:72901"], "simUrl"?}; prints one JSON
// line. With simUrl, each navigation also counts the MFL calls it caused, at the simulator.
/* global performance, document, requestAnimationFrame, MessageChannel, MutationObserver, Event -- page functions run in the browser */
/* global fetch -- Node's, for the simulator's counters */
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

/**
 * Navigation to the moment `ready` is visible, three times: the first warms caches, the fastest
 * of the others is the figure. With simUrl, the MFL calls of each page load: everything the page
 * asked for until its network went quiet (reads that do not hold up `ready` included).
 */
async function open(path, ready) {
  const times = [];
  const mflCalls = [];
  for (let i = 0; i < 3; i++) {
    if (simUrl) await simCounters(true);
    const t = performance.now();
    await page.goto(`${baseUrl}${path}`);
    // A first load on a loaded shared machine has taken over Playwright's 30 s default.
    await page.locator(ready).first().waitFor({ timeout: 120_000 });
    times.push(performance.now() - t);
    if (simUrl) {
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      mflCalls.push(await simCounters(false));
    }
  }
  return { cold: times[0], warm: Math.min(...times.slice(1)), ...(simUrl ? { mflCalls } : {}) };
}

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
      return { document: nav.responseEnd, domContentLoaded: nav.domContentLoadedEventEnd, reads };
    });
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
