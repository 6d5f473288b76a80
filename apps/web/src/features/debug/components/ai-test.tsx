import { AI_MESSAGES, AI_TEST_PREVIEW_LENGTH, engineLabelOfModel } from '@cadence/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useTestAi } from '../api/test-ai';
import { DiagnosticResult } from './diagnostic-result';

/**
 * docs/product/shell.md "Debug pages", docs/product/ai.md "Debug panel": the AI test with a hello prompt and a 300-character preview of the reply. The
 * key lives on the server only, so this browser always reports it missing. The spec's "mock data"
 * message has nothing to catch here: there are no canned answers (docs/architecture.md "Server-owned state"), the offline assistant
 * answers from the user's data, and the reply says which engine wrote it (docs/product/ai.md "Debug panel").
 */
export function AiTest({ signedIn }: { signedIn: boolean }) {
  const test = useTestAi();
  const reply = test.data?.choices[0]?.message.content ?? '';
  return (
    <div className="space-y-2">
      <Button variant="secondary" className="w-full" onClick={() => test.mutate()} loading={test.isPending} loadingLabel="Testing..." disabled={!signedIn}>
        Test AI
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-400">AI key in this browser: missing (it stays on the server).</p>
      {test.isSuccess ? (
        <DiagnosticResult ok>
          {`${engineLabelOfModel(test.data.model)} replied: ${reply.length > AI_TEST_PREVIEW_LENGTH ? `${reply.slice(0, AI_TEST_PREVIEW_LENGTH)}…` : reply}`}
        </DiagnosticResult>
      ) : null}
      {test.isError ? <DiagnosticResult ok={false}>{`${AI_MESSAGES.debugErrorPrefix}${errorMessage(test.error, 'no answer')}`}</DiagnosticResult> : null}
    </div>
  );
}
