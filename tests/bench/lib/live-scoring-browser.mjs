// Change-to-screen for the live-scoring bench, in headless Chromium (Debian's, playwright-core, as
// the e2e tests): `node live-scoring-browser.mjs` with BENCH_LIVE set to
// {"baseUrl", "simUrl", "session", "leagueId", "trials", "maxPhaseMs"}; prints one JSON line.
//
// The page is /live-scoring as the SPA polls it. The simulator's clock is frozen; each trial waits
// a random time (so the play falls anywhere in the server's refresh cycle), then steps the clock a
// minute at a time until a team shown on the page has scored at the league host. t0 is when that
// step's answer came back; the figure is t0 → the moment the page shows the new total highlighted
// (read in the page each animation frame, on the same machine's clock).
/* global document, fetch -- page functions run in the browser; fetch is Node's own */
import { openSignedIn } from './signed-in-browser.mjs';

const { baseUrl, simUrl, session, leagueId, trials, maxPhaseMs } = JSON.parse(process.env.BENCH_LIVE ?? '{}');
const { browser, page } = await openSignedIn({ baseUrl, session, timeoutMs: 60_000 });

const sim = async (method, path, body) => {
  const res = await fetch(`${simUrl}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'follow',
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status}`);
  return res.json();
};
const asList = (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** Franchise id → total at the league host now. */
async function hostTotals() {
  const body = await sim('GET', `/2026/export?TYPE=liveScoring&L=${leagueId}&JSON=1`);
  return new Map(asList(body.liveScoring.matchup).flatMap((m) => asList(m.franchise)).map((f) => [f.id, Number(f.score)]));
}
const block = `[data-testid="league-block"][data-league-id="${leagueId}"]`;
/** Franchise id → the total the page shows. */
const shownTotals = () =>
  page.evaluate((sel) => Object.fromEntries([...document.querySelectorAll(`${sel} [data-franchise-id]`)]
    .map((el) => [el.dataset.franchiseId, Number(el.querySelector('[data-testid="team-points"]').textContent)])), block);

await page.goto(`${baseUrl}/live-scoring`);
await page.locator(`${block} [data-testid="team-points"]`).first().waitFor();

const results = [];
for (let trial = 0; trial < trials; trial++) {
  await page.waitForTimeout(Math.floor(Math.random() * maxPhaseMs));
  const shown = await shownTotals();
  const ids = Object.keys(shown);
  let steps = 0;
  let t0 = 0;
  let changed = null;
  while (!changed && steps < 60) {
    await sim('POST', '/_sim/clock', { stepSeconds: 60 });
    t0 = Date.now();
    steps++;
    const host = await hostTotals();
    const id = ids.find((f) => Math.abs((host.get(f) ?? shown[f]) - shown[f]) >= 0.005);
    if (id) changed = { id, points: host.get(id) };
  }
  if (!changed) throw new Error('no team on the page scored in an hour of football');
  const text = changed.points.toFixed(2);
  const seenAt = await (await page.waitForFunction(([sel, id, want]) => {
    const el = document.querySelector(`${sel} [data-franchise-id="${id}"] [data-testid="team-points"]`);
    return el && el.textContent === want && el.dataset.changed === 'true' ? Date.now() : false;
  }, [block, changed.id, text], { polling: 'raf', timeout: 180_000 })).jsonValue();
  results.push({ latencyMs: seenAt - t0, steps, franchiseId: changed.id, points: changed.points });
}
await browser.close();
console.log(JSON.stringify({ trials: results }));
