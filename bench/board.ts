// The to-do board in the browser (issue 3): the board route's first JavaScript, and the board with
// 1,000 tasks in headless Chromium at 4x CPU throttle.
import { measureBoardInChromium } from './lib/board-chromium';
import { routeInitialJsKb } from './lib/bundle-size';
import { createSignedInUser } from './lib/session';
import { seedTodos } from './lib/todo-seed';

export async function benchBoard(baseUrl: string, row: (label: string, value: string) => void): Promise<void> {
  const size = routeInitialJsKb('src/app/todos-route');
  if (size) row('[bundle] initial JS, landing / board route (gzip)', `${size.entryKb.toFixed(1)} KB / ${size.routeKb.toFixed(1)} KB  (board target ≤ 150 KB)`);
  const boardUser = await createSignedInUser(baseUrl, `board-${Date.now()}@example.com`, 'Bench-Passw0rd!');
  await seedTodos(baseUrl, boardUser, 1000);
  const board = await measureBoardInChromium(baseUrl, boardUser);
  if (board === null) {
    row('[chromium] board with 1,000 tasks', 'Chromium not found (set CHROMIUM_PATH)');
    return;
  }
  row('[chromium] 4x CPU: empty shell painted', `${board.shellMs.toFixed(0)} ms`);
  row('[chromium] 4x CPU: board with 1,000 tasks painted', `${board.boardMs.toFixed(0)} ms  (÷ shell ${(board.boardMs / board.shellMs).toFixed(2)}, target ≤ 1.5)`);
  row('[chromium] 4x CPU: all 1,000 cards in the DOM', `${board.allCardsMs.toFixed(0)} ms`);
  row('[chromium] 4x CPU: total blocking time, board load', `${board.totalBlockingMs.toFixed(0)} ms  (target ≤ 200)`);
  row('[chromium] 4x CPU: card move latency (toggle → repaint)', `${board.moveMs.toFixed(0)} ms  (target ≤ 100)`);
}
