import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { answerCompletionQuestion, usePendingCompletionQuestion } from './completion-question';

/** 'Complete “…” with 2 open items?' (docs/product/todos.md "Checklist"); Cancel, the safe choice, has focus. */
export function CompletionQuestionDialog() {
  const pending = usePendingCompletionQuestion();
  if (!pending) return null;
  return (
    <ConfirmDialog title={pending.question} keepLabel="Cancel" confirmLabel="Complete" onKeep={() => answerCompletionQuestion(false)} onConfirm={() => answerCompletionQuestion(true)}>
      <p>Its checklist still has open items. Completing the task leaves them as they are.</p>
    </ConfirmDialog>
  );
}
