// Finds import cycles among the TypeScript files of one source folder, with the TypeScript compiler's own
// import scanner and module resolution. Every kind of import counts: static, `import type`, re-exports and
// dynamic `import()`, because each of them ties the two files together for a reader and for the bundler.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: false,
  jsx: ts.JsxEmit.ReactJSX,
};

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

/** file -> the files under `root` it imports. */
export function importGraph(root) {
  const dir = path.resolve(root);
  const files = sourceFiles(dir);
  const inside = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const imported = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    const targets = new Set();
    for (const { fileName } of imported) {
      const resolved = ts.resolveModuleName(fileName, file, OPTIONS, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && inside.has(path.resolve(resolved))) targets.add(path.resolve(resolved));
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components (Tarjan); each one with two or more files, or a file importing itself, holds a cycle. */
function tangledGroups(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file).includes(file)) groups.push(group);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups;
}

/** The shortest path from `start` back to itself inside `group` (breadth-first). */
function shortestLoop(graph, group, start) {
  const members = new Set(group);
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const target of graph.get(file)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [file];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]));
        return [...loop, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The same loop read from its alphabetically first file, so rotations of one loop compare equal. */
function canonical(loop) {
  const open = loop.slice(0, -1);
  const first = open.indexOf([...open].sort()[0]);
  const rotated = [...open.slice(first), ...open.slice(0, first)];
  return [...rotated, rotated[0]];
}

/**
 * The import cycles under `root`, as paths relative to `root`: for each tangle of files that import each
 * other, the distinct shortest loops through each of its files.
 */
export function findCycles(root) {
  const dir = path.resolve(root);
  const graph = importGraph(dir);
  const relative = (file) => path.relative(dir, file).split(path.sep).join('/');
  const loops = new Map();
  for (const group of tangledGroups(graph)) {
    for (const file of group) {
      const loop = canonical(shortestLoop(graph, group, file).map(relative));
      loops.set(loop.join(' -> '), loop);
    }
  }
  return [...loops.values()].sort((a, b) => a.join().localeCompare(b.join()));
}
