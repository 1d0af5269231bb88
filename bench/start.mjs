// Figures, not assertions: how long `npm start` takes to a healthy /api/health (cold: fresh data
// directory; warm: second start on the same one), and the gzip size of the JS each entry route loads.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

async function timeStart(dataDir) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const healthy = await waitForHealth(Date.now() + 120_000);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, healthy, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/** Loads a route in Chromium and adds up the gzip size of every JS file it fetched. */
async function jsForRoute(route) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
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

spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'dealscout-bench-'));
try {
  const cold = await timeStart(dataDir);
  console.log(`npm start -> healthy, cold (new database): ${cold.seconds.toFixed(2)} s${cold.healthy ? '' : ' (never healthy)'}`);
  for (const route of ['/', '/signup', '/welcome', '/privacy-policy']) {
    const js = await jsForRoute(route);
    console.log(`JS loaded by ${route}: ${js.gzipKB.toFixed(1)} KB gzip (${js.rawKB.toFixed(1)} KB raw, ${js.files} files)`);
  }
  cold.stop();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const warm = await timeStart(dataDir);
  console.log(`npm start -> healthy, warm (existing database): ${warm.seconds.toFixed(2)} s`);
  warm.stop();
} finally {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
