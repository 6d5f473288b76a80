import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Code cites the rulebook in the repository: `docs/product/todos.md "Status changes"` or
// `docs/architecture.md "API conventions"` (docs/product/README.md "How to cite a rule from code").
// Section numbers of documents that live outside the repository cannot be resolved from a clone, so
// they are refused; a cited file or heading that does not exist is refused too.

/** Where source files live, and which of their files are source. */
export const SOURCE_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'tools', 'scripts'];
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.sql']);
// Migrations are history: a migration file is never edited once written, so its old comments stay as they were.
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'drizzle', 'results', 'test-results', 'playwright-report', 'artifacts', 'coverage', 'reports', 'data']);

/** Citations of documents outside the repository: the spec's parts and sections, the design and style documents' sections. */
const OUTSIDE_CITATION = /\bspec\s+part\s+\d|\bpart\s+[12]\s+\u00a7|\bspec(?:'s)?\s+\u00a7|\b(?:DESIGN|STYLE)\s+\u00a7/g;

/** A docs file, then the quoted headings that follow it ("A", "B" and "C"). */
const DOCS_CITATION = /\bdocs\/[\w/.-]+?\.md(?:(?:\s+|\s*,\s*|\s+and\s+)(?:"[^"\n]{1,100}"|'[^'\n]{1,100}'))*/g;
const QUOTED = /"([^"\n]+)"|'([^'\n]+)'/g;

/** A comment that goes on to the next line: the line break and the next line's comment marker. */
const COMMENT_CONTINUATION = /[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|--|\{\/\*)?[ \t]*/g;

/** The text of every heading of a Markdown file (outside code fences). */
export function headingsOf(markdown) {
  const headings = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) headings.add(match[1]);
  }
  return headings;
}

/**
 * The text with every comment line joined to the one before it, so a citation wrapped across lines
 * reads as one, and a map from each index of the joined text back to the original.
 */
function joinLines(text) {
  let joined = '';
  const origin = [];
  let last = 0;
  for (const match of text.matchAll(COMMENT_CONTINUATION)) {
    for (let i = last; i < match.index; i += 1) origin.push(i);
    joined += text.slice(last, match.index) + ' ';
    origin.push(match.index);
    last = match.index + match[0].length;
  }
  for (let i = last; i < text.length; i += 1) origin.push(i);
  joined += text.slice(last);
  return { joined, origin };
}

function lineAt(text, index) {
  return text.slice(0, index).split('\n').length;
}

/**
 * The problems of one source file's text. `readDoc(relativePath)` gives a docs file's text, or null
 * when there is no such file.
 */
export function citationProblems(text, readDoc) {
  const problems = [];
  for (const match of text.matchAll(OUTSIDE_CITATION)) {
    problems.push({
      line: lineAt(text, match.index),
      message: `"${match[0]}" cites a document outside the repository: cite the docs heading that states the rule, e.g. docs/product/todos.md "Status changes"`,
    });
  }
  const { joined, origin } = joinLines(text);
  for (const match of joined.matchAll(DOCS_CITATION)) {
    const line = lineAt(text, origin[match.index]);
    const file = /^docs\/[\w/.-]+?\.md/.exec(match[0])[0];
    const doc = readDoc(file);
    if (doc === null) {
      problems.push({ line, message: `${file} does not exist` });
      continue;
    }
    const headings = headingsOf(doc);
    for (const quoted of match[0].slice(file.length).matchAll(QUOTED)) {
      const heading = quoted[1] ?? quoted[2];
      if (!headings.has(heading)) problems.push({ line, message: `${file} has no heading "${heading}"` });
    }
  }
  return problems;
}

function sourceFiles(directory) {
  if (!existsSync(directory)) return [];
  const files = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith('.')) files.push(...sourceFiles(full));
    } else if (SOURCE_EXTENSIONS.has(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

/** Every problem of every source file under `root`, as 'path:line: message'. */
export function repositoryCitationProblems(root) {
  const docs = new Map();
  const readDoc = (file) => {
    if (!docs.has(file)) {
      const full = path.join(root, file);
      docs.set(file, existsSync(full) ? readFileSync(full, 'utf8') : null);
    }
    return docs.get(file);
  };
  const problems = [];
  for (const sourceRoot of SOURCE_ROOTS) {
    for (const file of sourceFiles(path.join(root, sourceRoot))) {
      for (const problem of citationProblems(readFileSync(file, 'utf8'), readDoc)) {
        problems.push(`${path.relative(root, file)}:${problem.line}: ${problem.message}`);
      }
    }
  }
  return problems;
}
