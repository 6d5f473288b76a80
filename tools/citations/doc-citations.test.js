import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationProblems, headingsOf, repositoryCitationProblems } from './doc-citations.js';

// issue 7 §7: code cites the rulebook in the repository, by file and heading, and every citation
// resolves (docs/product/README.md "How to cite a rule from code").

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The fixtures are assembled from pieces so that this file does not itself hold the citations it plants.
const SECTION = '\u00a7';
const todosDoc = ['# To-do board', '', '## Status changes', '', 'text', '', '```md', '## Not a heading', '```', '', '### Drag and drop'].join('\n');
const docs = { ['docs/' + 'product/todos.md']: todosDoc, ['docs/' + 'architecture.md']: '# Architecture\n\n## API conventions\n' };
const readDoc = (file) => docs[file] ?? null;
const cite = (file, ...headings) => 'docs/' + file + headings.map((heading) => ` "${heading}"`).join(',');
const problemsOf = (text) => citationProblems(text, readDoc).map((problem) => `${problem.line}: ${problem.message}`);

describe('headingsOf', () => {
  it('reads every heading level, and nothing inside a code fence', () => {
    expect([...headingsOf(todosDoc)]).toEqual(['To-do board', 'Status changes', 'Drag and drop']);
  });
});

describe('citations a clone can resolve', () => {
  it('accepts a file and its headings, in comments and in test titles', () => {
    expect(problemsOf(`// ${cite('product/todos.md', 'Status changes')}: completed_at follows the status.`)).toEqual([]);
    expect(problemsOf(`/** (${cite('product/todos.md', 'Status changes', 'Drag and drop')}) */`)).toEqual([]);
    expect(problemsOf(`describe("another user's task (docs/${'architecture.md'} 'API conventions')", () => {});`)).toEqual([]);
    expect(problemsOf(`// see docs/${'product/todos.md'}.`)).toEqual([]);
  });

  it('reads a citation wrapped onto the next comment line', () => {
    expect(problemsOf(`/**\n * The board (docs/${'product/todos.md'}\n * "Status changes") and (docs/${'product/todos.md'} "Drag and\n * drop").\n */`)).toEqual([]);
    expect(problemsOf(`// (docs/${'product/todos.md'} "Drag\n// and nothing")`)).toEqual(['1: docs/product/todos.md has no heading "Drag and nothing"']);
  });

  it('refuses a heading the file does not have', () => {
    expect(problemsOf(`\n// ${cite('product/todos.md', 'Status change')}`)).toEqual(['2: docs/product/todos.md has no heading "Status change"']);
    expect(problemsOf(`// ${cite('product/todos.md', 'Not a heading')}`)).toEqual(['1: docs/product/todos.md has no heading "Not a heading"']);
  });

  it('refuses a file that does not exist', () => {
    expect(problemsOf(`// ${cite('product/todo.md', 'Status changes')}`)).toEqual(['1: docs/' + 'product/todo.md does not exist']);
  });
});

describe('citations of documents outside the repository', () => {
  it.each([
    ['spec ' + 'part 1 ' + SECTION + '4'],
    ['the spec' + "'s (part 2 " + SECTION + '4)'],
    ['spec ' + SECTION + '3'],
    ['DESIGN ' + SECTION + '4'],
    ['STYLE ' + SECTION + '6'],
  ])('refuses %s', (citation) => {
    const problems = problemsOf(`/** A rule (${citation}). */`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^1: .* cites a document outside the repository/);
  });

  it('keeps issue references', () => {
    expect(problemsOf(`// issue 7 ${SECTION}4: the sign-up form shows what the server answers.`)).toEqual([]);
  });
});

describe('the repository', () => {
  it('cites only docs files and headings that exist, and nothing outside the repository', () => {
    expect(repositoryCitationProblems(repo)).toEqual([]);
  });
});
