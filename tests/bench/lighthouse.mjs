// Benchmark (issue 22, "Speed on a phone"): Lighthouse's performance score and its metrics for
// /login, the signed-in dashboard and /marketplace, with the mobile preset (slow 4G, simulated, its
// CPU slowdown calibrated to this host: see below) and the desktop preset, the median of
// BENCH_RUNS (3) runs each, against the
// composed product served as production serves it (each app on its own origin, the real API and
// the identity emulator). Debian's Chromium, driven by Lighthouse's own puppeteer-core. Prints
// figures; asserts nothing.
//
// Each run is a Lighthouse user flow in a fresh browser profile: a cold navigation to /login; then
// the demo buyer signs in through the form, the HTTP cache is cleared, and the dashboard and
// /marketplace are navigated to cold for the network but signed in (the identity's IndexedDB kept).
//
// Issue 38, the same phone on any machine: first one flow at 1× CPU (no slowdown), which gives
// Lighthouse's CPU benchmark of this host (`environment.benchmarkIndex`) and the figures that do
// not depend on the host: the bytes on the wire before each page's largest paint, the requests on
// its critical path (Lighthouse's simulated LCP), and its main-thread time at 1×. The mobile
// preset's CPU slowdown is then the host's index over a low-tier phone's (264, the target of
// Chrome DevTools' CPU calibration): a host measuring 1,000 is slowed 3.79×, one measuring 700
// 2.65×, one at or below 264 not at all (DevTools bisects the throttling rate until the benchmark
// reads 264; Lighthouse's simulated slowdown multiplies each observed task, so the ratio is the
// same target). Every run prints its benchmark index; BENCH_CPU_SLOWDOWN=<n> sets the multiplier.
//
// Run: `npm run bench:lighthouse` (builds what is stale first). E2E_PORT_OFFSET moves its ports;
// BENCH_RUNS=1 for a quick look; BENCH_PRESETS=mobile for one preset; BENCH_REPORT_DIR=<dir>
// writes each flow's HTML report and its JSON result there; BENCH_LCP_PATH=1 prints, for each
// page, the critical path of Lighthouse's simulated LCP (its lantern model, node by node);
// BENCH_TASKS=1 prints each page's long main-thread tasks (observed, unthrottled: ≥ 12 ms is ≥ 50
// ms at the preset's 4× slower CPU) with the events they spent their time in.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desktopConfig, startFlow } from 'lighthouse';
import { throttling as THROTTLING } from 'lighthouse/core/config/constants.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { shiftedPorts } from '../../scripts/lib/remotes.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { BUYER, kb, PASSWORD } from './first-load.mjs';
import { benchSettings, e2ePortOffset } from '../config.mjs';

const GOALS = { mobile: 90, desktop: 95, tbtMs: 200, lcpMs: 2500 };
const bench = benchSettings().lighthouse;
const RUNS = bench.runs;
const PRESETS = bench.presets;
const REPORT_DIR = bench.reportDir;
const offset = e2ePortOffset();
// Every default port + 400 (host 3400, each remote its declared port + 400, API 4400, …).
const ports = shiftedPorts(400 + offset);

/** Chrome DevTools' CPU calibration target: a low-tier phone (Moto G4 Power 2022) reads 264. */
const LOW_TIER_PHONE_BENCHMARK_INDEX = 264;

/** The CPU slowdown that makes a host measuring `benchmarkIndex` a low-tier phone (≥ 1). */
function calibratedSlowdown(benchmarkIndex) {
  if (!(benchmarkIndex > 0)) return THROTTLING.mobileSlow4G.cpuSlowdownMultiplier;
  return Math.max(1, Math.round((benchmarkIndex / LOW_TIER_PHONE_BENCHMARK_INDEX) * 100) / 100);
}

/** Lighthouse's mobile preset (slow 4G, simulated) with the given CPU slowdown. */
const mobileConfig = (cpuSlowdownMultiplier) => ({
  extends: 'lighthouse:default',
  settings: { throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier } },
});

const PAGES = [
  { key: 'login', label: '/login' },
  { key: 'dashboard', label: 'dashboard (signed in)' },
  { key: 'marketplace', label: '/marketplace (signed in)' },
];

/** The figures of one navigation step of a flow result. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsBytes: lhr.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    )?.transferSize,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    // Simulated: each observed task × the run's CPU slowdown (so at 1×, as observed).
    mainThreadMs: audit('mainthread-work-breakdown'),
    ...beforeLargestPaint(lhr),
  };
}

/**
 * What the browser asked for before the page's largest paint (observed): requests and bytes on
 * the wire (compressed as served, headers included), and of them the scripts'.
 */
function beforeLargestPaint(lhr) {
  const lcpTs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs;
  const network = lhr.audits['network-requests']?.details;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (!lcpTs || !startTs) return {};
  const before = (network.items ?? []).filter(
    (request) =>
      typeof request.networkRequestTime === 'number' &&
      startTs + request.networkRequestTime * 1000 < lcpTs,
  );
  const sum = (requests) => requests.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  return {
    requestsBeforeLcp: before.length,
    bytesBeforeLcp: sum(before),
    jsBytesBeforeLcp: sum(before.filter((request) => request.resourceType === 'Script')),
  };
}

/**
 * The chain of the simulated LCP's last node back to the document, as Lighthouse's lantern model
 * computes it from a step's trace and network log (the pessimistic estimate: every request that
 * ended before the observed largest paint): what to shorten to lower the simulated LCP.
 */
async function lcpCriticalPath(gatherStep) {
  const { artifacts, flags } = gatherStep;
  // A preset's settings are partial (desktop's lacks the throttling method): over the defaults.
  const { defaultSettings } = await import('lighthouse/core/config/constants.js');
  const settings = { ...defaultSettings, ...flags.config?.settings };
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    simulator: null,
  };
  const { timing, pessimisticEstimate } = await LanternLargestContentfulPaint.request(
    data,
    context,
  );
  const timings = pessimisticEstimate.nodeTimings;
  const latest = (nodes) =>
    nodes.reduce(
      (best, node) =>
        timings.has(node) && (!best || timings.get(node).endTime > timings.get(best).endTime)
          ? node
          : best,
      undefined,
    );
  const chain = [];
  for (let node = latest([...timings.keys()]); node; node = latest(node.getDependencies()))
    chain.unshift(node);
  const requests = chain.filter((node) => node.type === 'network');
  return {
    timing,
    chain,
    timings,
    requests: requests.length,
    bytes: requests.reduce((sum, node) => sum + (node.request.transferSize ?? 0), 0),
  };
}

/** Prints the critical path of a step's simulated LCP (BENCH_LCP_PATH=1). */
async function printLcpPath(gatherStep) {
  const { flags } = gatherStep;
  const { timing, chain, timings } = await lcpCriticalPath(gatherStep);
  console.log(`    ${flags.name}: simulated LCP ${Math.round(timing)} ms; its critical path:`);
  for (const node of chain) {
    const { startTime, endTime } = timings.get(node);
    const what =
      node.type === 'network'
        ? `${node.request.resourceType ?? 'request'} ${node.request.url} (${node.request.transferSize} B)`
        : 'main thread';
    console.log(
      `      ${String(Math.round(startTime)).padStart(5)}–${String(Math.round(endTime)).padStart(5)} ms  ${what}`,
    );
  }
}

/**
 * The long top-level tasks of a step's trace (observed, ms after navigation start), each with the
 * events that took most of its time: what the simulated TBT is made of.
 */
async function printLongTasks(gatherStep, minMs = 12) {
  const { artifacts, flags } = gatherStep;
  const tasks = await MainThreadTasks.request(artifacts.Trace, { computedCache: new Map() });
  const navigation = artifacts.Trace.traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  const origin = navigation ? navigation.ts / 1000 : 0;
  const label = (task) => {
    const data = task.event.args?.data ?? {};
    const where = data.url || data.functionName || data.type || '';
    return `${task.event.name}${where ? ` ${String(where).slice(0, 70)}` : ''}`;
  };
  console.log(`    ${flags.name}: long tasks (≥ ${minMs} ms observed):`);
  for (const task of tasks.filter((t) => !t.parent && t.duration >= minMs)) {
    // The task's heaviest events, a level or two down: what ran.
    const inner = task.children
      .flatMap((child) =>
        child.children.length && child.selfTime < child.duration / 2 ? child.children : [child],
      )
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((child) => `${label(child)} ${child.duration.toFixed(0)}`);
    console.log(
      `      ${String(Math.round(task.event.ts / 1000 - origin)).padStart(5)} ms  ${task.duration.toFixed(0).padStart(4)} ms  ${task.group.label}: ${inner.join('; ') || label(task)}`,
    );
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};

/**
 * One user flow: /login cold, then signed in: the dashboard and /marketplace. `preset`: 'desktop',
 * 'mobile' (with `cpuSlowdown`) or 'mobile at 1×' (no CPU slowdown, the critical paths measured).
 */
async function runFlow(hostUrl, preset, run, cpuSlowdown = 1) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'leafbid-lh-profile-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    userDataDir: profile,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const unthrottled = preset !== 'desktop' && preset !== 'mobile';
    const flow = await startFlow(page, {
      name: `Leafbid ${preset} #${run}`,
      config: preset === 'desktop' ? desktopConfig : mobileConfig(unthrottled ? 1 : cpuSlowdown),
    });
    await flow.navigate(`${hostUrl}/login`, { name: '/login' });

    // Sign in as a person would, outside any measured step.
    await page.locator('input[type="email"]').fill(BUYER);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await Promise.all([
      page.waitForFunction(() => /New Arrivals/.test(document.body.textContent ?? ''), {
        timeout: 60_000,
      }),
      page.locator('form button[type="submit"]').click(),
    ]);
    const cdp = await page.createCDPSession();
    const coldSignedIn = async (url, name) => {
      await cdp.send('Network.clearBrowserCache');
      await flow.navigate(url, { name, disableStorageReset: true });
    };
    await coldSignedIn(`${hostUrl}/`, 'dashboard');
    await coldSignedIn(`${hostUrl}/marketplace`, '/marketplace');

    const result = await flow.createFlowResult();
    // The flow's traces, built once for either printout.
    const gatherSteps =
      bench.lcpPath || bench.tasks || unthrottled
        ? (await flow.createArtifactsJson()).gatherSteps
        : [];
    if (bench.lcpPath) {
      console.log(`  ${preset} run ${run}, Lighthouse's simulated LCP:`);
      for (const step of gatherSteps) await printLcpPath(step);
    }
    if (bench.tasks) {
      console.log(`  ${preset} run ${run}, long tasks:`);
      for (const step of gatherSteps) await printLongTasks(step);
    }
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(
        path.join(REPORT_DIR, `flow-${preset.replace(/\W+/g, '-')}-${run}.html`),
        await flow.generateReport(),
      );
      // The raw results too, for reading the audits' details (long tasks, requests, LCP element).
      writeFileSync(
        path.join(REPORT_DIR, `flow-${preset.replace(/\W+/g, '-')}-${run}.json`),
        JSON.stringify(result),
      );
    }
    const steps = result.steps.map((step) => figuresOf(step.lhr));
    if (unthrottled)
      for (const [index, step] of gatherSteps.entries())
        if (steps[index]) steps[index].criticalPath = await lcpCriticalPath(step);
    return Object.fromEntries(PAGES.map(({ key }, index) => [key, steps[index]]));
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leafbid-bench-lh-'));
const stack = await startStack({ ports, dataDir, quiet: true });
try {
  const ms = (value) => (value === undefined ? '—' : `${Math.round(value)} ms`);
  console.log(
    `Lighthouse ${RUNS === 1 ? '(one run)' : `(median of ${RUNS} runs)`}, performance category; ` +
      `goals: mobile ≥ ${GOALS.mobile}, desktop ≥ ${GOALS.desktop}, TBT ≤ ${GOALS.tbtMs} ms, LCP ≤ ${GOALS.lcpMs} ms (mobile)`,
  );
  const indexes = (flowRun) =>
    PAGES.map(({ key }) => flowRun[key]?.benchmarkIndex)
      .map((index) => (index === undefined ? '—' : Math.round(index)))
      .join(' / ');

  // Issue 38: one flow at 1× CPU, the host's benchmark index and what does not depend on the host.
  const base = await runFlow(stack.urls.host, 'mobile at 1×', 1);
  const hostIndex = median(PAGES.map(({ key }) => base[key]?.benchmarkIndex));
  const cpuSlowdown = bench.cpuSlowdown ?? calibratedSlowdown(hostIndex);
  console.log(
    `\nHost-independent, mobile preset at 1× CPU (slow 4G simulated; bytes on the wire as served, headers included). ` +
      `Lighthouse's benchmarkIndex on this host: ${indexes(base)} (median ${Math.round(hostIndex ?? 0)})`,
  );
  for (const { key, label } of PAGES) {
    const page = base[key] ?? {};
    const critical = page.criticalPath;
    console.log(
      `  ${label.padEnd(26)} before the largest paint: ${kb(page.bytesBeforeLcp ?? 0)} in ${page.requestsBeforeLcp ?? '—'} requests (scripts ${kb(page.jsBytesBeforeLcp ?? 0)})   ` +
        `critical path of the simulated LCP: ${critical ? `${critical.requests} requests, ${kb(critical.bytes)}` : '—'}   ` +
        `main-thread time at 1×: ${ms(page.mainThreadMs)}`,
    );
  }
  console.log(
    `\nMobile CPU slowdown: ${cpuSlowdown}× (${bench.cpuSlowdown ? 'BENCH_CPU_SLOWDOWN' : `host benchmarkIndex ${Math.round(hostIndex ?? 0)} / low-tier phone ${LOW_TIER_PHONE_BENCHMARK_INDEX}, as Chrome DevTools' CPU calibration`}; the preset's fixed ${THROTTLING.mobileSlow4G.cpuSlowdownMultiplier}× not used)\n`,
  );

  for (const preset of PRESETS) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      runs.push(await runFlow(stack.urls.host, preset, run, cpuSlowdown));
      const scores = PAGES.map(({ key }) => runs.at(-1)[key].score).join(' / ');
      console.log(`  ${preset} run ${run}: ${scores}   (benchmarkIndex ${indexes(runs.at(-1))})`);
    }
    console.log(
      `\n${preset} (median${preset === 'mobile' ? `; CPU slowdown ${cpuSlowdown}×` : ''})`,
    );
    for (const { key, label } of PAGES) {
      const pick = (field) => median(runs.map((r) => r[key][field]));
      const score = pick('score');
      const goal = preset === 'mobile' ? GOALS.mobile : GOALS.desktop;
      const metGoals =
        score >= goal &&
        (preset !== 'mobile' || (pick('tbt') <= GOALS.tbtMs && pick('lcp') <= GOALS.lcpMs));
      console.log(
        `  ${label.padEnd(26)} score ${String(score).padStart(3)}   FCP ${ms(pick('fcp')).padStart(8)}   ` +
          `LCP ${ms(pick('lcp')).padStart(8)}   TBT ${ms(pick('tbt')).padStart(8)}   ` +
          `SI ${ms(pick('si')).padStart(8)}   CLS ${(pick('cls') ?? 0).toFixed(3)}   ` +
          `JS ${kb(pick('jsBytes') ?? 0)} transferred   main thread ${ms(pick('mainThreadMs'))}   ` +
          `[${metGoals ? 'goals met' : 'goals not met'}]`,
      );
    }
    console.log('');
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
