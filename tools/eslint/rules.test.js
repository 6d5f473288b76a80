import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { areaBoundaries } from './area-boundaries.js';
import { noImportCycles } from './no-import-cycles.js';
import { suiteClockOnly } from './suite-clock-only.js';

// issue 7 §3: every wall lint keeps, proved by a case that must fail.

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });
const repo = '/repo';
const server = (file) => path.join(repo, 'apps/server/src', file);
const web = (file) => path.join(repo, 'apps/web/src', file);
const wall = { messageId: 'wall' };

tester.run('area-boundaries', areaBoundaries, {
  valid: [
    { filename: server('areas/todos/todos.routes.ts'), code: "import { createTodo } from './todos.service';" },
    { filename: server('areas/todos/todos.service.ts'), code: "import { insertTodo } from './todos.repository';" },
    { filename: server('app.ts'), code: "import { todosRoutes } from './areas/todos/todos.routes';" },
    { filename: server('areas/todos/todos.service.ts'), code: "import { isUuid } from '../../http/uuid';" },
    { filename: web('features/todos/components/todo-board.tsx'), code: "import { Button } from '../../../components/ui/button';" },
    { filename: web('app/app-routes.tsx'), code: "import { TodosPage } from '../features/todos/components/todos-page';" },
  ],
  invalid: [
    { filename: server('areas/todos/todos.service.ts'), code: "import { listHabits } from '../habits/habits.repository';", errors: [wall] },
    { filename: server('areas/todos/todos.repository.ts'), code: "import { createTodo } from './todos.service';", errors: [wall] },
    { filename: server('areas/todos/todos.routes.ts'), code: "import { insertTodo } from './todos.repository';", errors: [wall] },
    { filename: server('http/require-user.ts'), code: "import { createAuth } from '../areas/auth/create-auth';", errors: [wall] },
    { filename: server('db/client.ts'), code: "import { createApp } from '../app';", errors: [wall] },
    { filename: server('mail/outbox-worker.ts'), code: "import { todosRoutes } from '../areas/todos/todos.routes';", errors: [wall] },
    { filename: web('lib/api-client.ts'), code: "import { todoKeys } from '../features/todos/api/todo-keys';", errors: [wall] },
    { filename: web('components/ui/button.tsx'), code: "import { AppRoutes } from '../../app/app-routes';", errors: [wall] },
    { filename: web('features/todos/components/todos-page.tsx'), code: "import { ShellLayout } from '../../../app/shell/shell-layout';", errors: [wall] },
    { filename: web('features/todos/components/todos-page.tsx'), code: "import { LoginPage } from '../../auth/components/login-page';", errors: [wall] },
    { filename: web('features/todos/api/get-todos.ts'), code: "import { createApp } from '../../../../../server/src/app';", errors: [wall] },
  ],
});

const dir = mkdtempSync(path.join(tmpdir(), 'cadence-cycles-'));
const write = (name, code) => {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, code);
  return file;
};
const a = write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
write('b.ts', "import { c } from './nested/c';\nexport const b = 1;\nexport { c };\n");
write('nested/c.ts', "import { a } from '../a';\nexport const c = a;\n");
const typed = write('typed.ts', "import type { T } from './typed-partner';\nexport const x = 1;\n");
write('typed-partner.ts', "import { x } from './typed';\nexport type T = typeof x;\n");

tester.run('no-import-cycles', noImportCycles, {
  valid: [
    { filename: typed, code: "import type { T } from './typed-partner';\nexport const x = 1;\n" },
    { filename: write('leaf.ts', 'export const leaf = 1;\n'), code: "import { b } from './b';\nexport const leaf = b;\n" },
  ],
  invalid: [{ filename: a, code: "import { b } from './b';\nexport const a = () => b;\n", errors: [{ messageId: 'cycle' }] }],
});

const machineClock = { messageId: 'machineClock' };

tester.run('suite-clock-only', suiteClockOnly, {
  valid: [
    { code: 'const seed = localDate(-1); const at = suiteNow();' },
    { code: "const day = new Date('2026-03-10T00:00:00Z');" },
    { code: 'await page.evaluate(() => new Date().getDay());' },
    { code: 'await page.waitForFunction(() => Date.now() > 0);' },
    { code: 'const started = performance.now();' },
  ],
  invalid: [
    { code: 'const today = new Date();', errors: [machineClock] },
    { code: 'const at = Date.now() - 3 * 86_400_000;', errors: [machineClock] },
    { code: 'const later = async () => { await page.goto("/"); return new Date(); };', errors: [machineClock] },
  ],
});
