// An import cycle makes a module run before what it needs is defined, and ties parts together that
// the walls keep apart (docs/architecture.md "Walls"). Only imports that exist at run time count: an
// `import type` (or `export type … from`) is erased by the compiler and cannot form a cycle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The file a relative specifier names, or null when it is not a source file of ours. */
export function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate)) ?? null;
}

const importsCache = new Map();

/** The source files `file` imports at run time (read from disk, cached for the lint run). */
function runtimeImportsOf(file) {
  if (importsCache.has(file)) return importsCache.get(file);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // unreadable: no imports
  }
  const found = new Set();
  for (const pattern of [RUNTIME_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of text.matchAll(pattern)) {
      const resolved = resolveImport(file, match[1]);
      if (resolved) found.add(resolved);
    }
  }
  const list = [...found];
  importsCache.set(file, list);
  return list;
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    for (const next of runtimeImportsOf(file)) {
      if (next === goal) return trail;
      if (!seen.has(next)) {
        seen.add(next);
        stack.push([next, [...trail, next]]);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{cycle}}. Move what both need into a module both import.' } },
  create(context) {
    const file = context.filename;
    const check = (node, source, isType) => {
      if (isType || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolveImport(file, source);
      if (!target || target === file) return;
      const back = pathBack(target, file);
      if (!back) return;
      const cwd = context.cwd ?? process.cwd();
      const cycle = [file, ...back, file].map((step) => path.relative(cwd, step)).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { cycle } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};
