// Runs the stages of `npm test` side by side on a fixed number of cores (scripts/test.mjs). A stage takes one core unless it
// says more, and starts, in the order given, as soon as the stages it comes after have passed and its cores are free. A
// stage sharing the machine has its output kept and printed whole when it ends; one that takes every core prints as it
// goes. The first failure stops the run: the stages still running are ended and no other starts.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * `stages`: { name, run(exec), cores?, after?: names }. `run` calls `exec(command, args, env?)` (resolving to whether it
 * exited 0) and resolves to whether the stage passed. Resolves to whether every stage passed.
 */
export async function runStages(stages, { root, cores }) {
  const started = performance.now();
  const children = new Set();
  const passed = new Set();
  const pending = [...stages];
  const times = [];
  let free = cores;
  let failed = false;

  // Each stage's commands run in a process group of their own, so that one can be ended whole (with its servers).
  const endAll = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      endAll();
      process.exit(130);
    });
  }

  const coresOf = (stage) => Math.min(stage.cores ?? 1, cores);
  const ready = (stage) => (stage.after ?? []).every((name) => passed.has(name));

  function start(stage) {
    const alone = coresOf(stage) === cores;
    const output = [];
    const write = (chunk) => (alone ? process.stdout.write(chunk) : output.push(chunk));
    if (alone) console.log(`\n=== ${stage.name} ===`);
    else console.log(`--- started: ${stage.name}`);
    const begun = performance.now();
    const exec = (command, args, env = {}) =>
      new Promise((resolve) => {
        const child = spawn(command, args, {
          cwd: root,
          env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
        children.add(child);
        child.stdout.on('data', write);
        child.stderr.on('data', write);
        child.on('error', (error) => write(`${error.message}\n`));
        child.on('close', (code) => {
          children.delete(child);
          resolve(code === 0);
        });
      });
    return stage
      .run(exec)
      .catch((error) => {
        write(`\n${stage.name}: ${error instanceof Error ? error.message : String(error)}\n`);
        return false;
      })
      .then((ok) => {
        const took = performance.now() - begun;
        times.push({ name: stage.name, from: begun - started, took, load: loadavg()[0] });
        const verdict = ok ? 'passed' : failed ? 'stopped' : 'FAILED';
        if (!alone) console.log(`\n=== ${stage.name} (${verdict} in ${seconds(took)}) ===\n${output.join('')}`);
        else console.log(`=== ${stage.name}: ${verdict} in ${seconds(took)} ===`);
        return ok;
      });
  }

  await new Promise((done) => {
    let running = 0;
    const next = () => {
      if (!failed) {
        for (const stage of [...pending]) {
          const wanted = coresOf(stage);
          if (!ready(stage) || wanted > free) continue;
          pending.splice(pending.indexOf(stage), 1);
          free -= wanted;
          running += 1;
          void start(stage).then((ok) => {
            free += wanted;
            running -= 1;
            if (ok) passed.add(stage.name);
            else if (!failed) {
              failed = true;
              endAll();
            }
            next();
          });
        }
      }
      if (running === 0) done();
    };
    next();
  });

  const total = performance.now() - started;
  console.log('\nStage times (wall clock; start, time taken, 1-minute load average at its end):');
  for (const { name, from, took, load } of times.sort((a, b) => a.from - b.from)) {
    console.log(`  ${name.padEnd(56)} at ${seconds(from).padStart(6)}  took ${seconds(took).padStart(6)}  load ${load.toFixed(1)}`);
  }
  console.log(`  ${'All stages'.padEnd(56)}          took ${seconds(total).padStart(6)}`);
  if (failed || pending.length) console.error(`\nStopped: ${[...pending.map((stage) => stage.name)].join(', ') || 'nothing'} not run.`);
  return !failed && pending.length === 0;
}
