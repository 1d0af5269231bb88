// Figures, not assertions: how long `npm start` takes to a healthy /api/health (cold: a new data
// directory; warm: the second start on the same one), the API's RSS once it is healthy and 3 s later
// (idle), and the gzip size of the JS each entry route loads on a first visit.
// BENCH_PORT (3200) is the port the servers listen on; BENCH_START_RUNS (1) starts of each kind.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const runs = Number(process.env.BENCH_START_RUNS ?? 1);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url, deadline) {
  while (Date.now() < deadline) {
    if (await answers(url)) return true;
    await sleep(25);
  }
  return false;
}


/** RSS in MB of the API process (node .../apps/api/dist/main.js) in the process group of `npm start`. */
function apiRssMb(groupId) {
  const ps = spawnSync('ps', ['-o', 'rss=,args=', '-g', String(groupId)], { encoding: 'utf8' });
  const line = ps.stdout.split('\n').find((each) => each.includes('apps/api/dist/main.js'));
  return line ? Number(line.trim().split(/\s+/)[0]) / 1024 : NaN;
}

async function timeStart(dataDir) {
  if (await answers(`${base}/api/health`)) throw new Error(`something already answers on port ${port}: set BENCH_PORT`);
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    while (spawnSync('ps', ['-o', 'args=', '-g', String(child.pid)], { encoding: 'utf8' }).stdout.includes('main.js')) await sleep(50);
  };
  const healthy = await waitFor(`${base}/api/health`, Date.now() + 120_000);
  const seconds = (performance.now() - started) / 1000;
  const rssHealthy = apiRssMb(child.pid);
  // Idle: what the start left behind, a moment after (the Florence worker's first poll, the collector).
  await sleep(3000);
  return { seconds, healthy, rssHealthy, rssIdle: apiRssMb(child.pid), stop };
}

/** Loads a route in Chromium and adds up the gzip size of every JS file it fetched. */
async function jsForRoute(route) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${base}${route}`);
  // The router renders nothing until the route's lazy chunks ran; then whatever the page's effects load.
  await page.waitForFunction(() => (globalThis.document.getElementById('root')?.innerText.trim().length ?? 0) > 0, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  await browser.close();
  let gzip = 0;
  let raw = 0;
  for (const script of scripts) {
    const body = readFileSync(path.join(root, 'apps/web/dist', script));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, rawKB: raw / 1024, gzipKB: gzip / 1024 };
}

function report(kind, start) {
  console.log(
    `npm start -> healthy, ${kind}: ${start.seconds.toFixed(2)} s${start.healthy ? '' : ' (never healthy)'}; ` +
      `API RSS ${start.rssHealthy.toFixed(0)} MB when healthy, ${start.rssIdle.toFixed(0)} MB idle 3 s later`,
  );
}

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`load average before (1, 5, 15 min): ${loadavg().map((value) => value.toFixed(2)).join(', ')}`);
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealscout-bench-'));
  try {
    const cold = await timeStart(dataDir);
    try {
      report('cold (new database)', cold);
      if (run === 0) {
        for (const route of ['/', '/signup', '/welcome', '/privacy-policy']) {
          const js = await jsForRoute(route);
          console.log(`JS loaded by ${route}: ${js.gzipKB.toFixed(1)} KB gzip (${js.rawKB.toFixed(1)} KB raw, ${js.files} files)`);
        }
      }
    } finally {
      await cold.stop();
    }
    const warm = await timeStart(dataDir);
    await warm.stop();
    report('warm (existing database)', warm);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`load average after (1, 5, 15 min): ${loadavg().map((value) => value.toFixed(2)).join(', ')}`);
