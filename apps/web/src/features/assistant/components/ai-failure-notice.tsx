import { AI_MESSAGES } from '@cadence/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';
import type { AiFailure } from '../api/ai-failure';
import { AiServiceError } from './ai-service-error';
import { QuotaMessage } from './quota-message';

interface AiFailureNoticeProps {
  failure: AiFailure;
  /** For the upgrade prompt: 'AI insights', 'recommendations', 'AI coaching'. */
  feature: string;
  /** The control's own words for any other failure (docs/product/ai.md "Errors"). */
  failedMessage: string;
  /** The control's words for a configuration problem (docs/product/ai.md "Errors"), the chat's by default. */
  configurationMessage?: string;
  onRetry?: () => void;
  onClose?: () => void;
}

/** What an AI control shows when its call fails (docs/product/ai.md "Errors"). */
export function AiFailureNotice({ failure, feature, failedMessage, configurationMessage = AI_MESSAGES.configurationIssue, onRetry, onClose }: AiFailureNoticeProps) {
  const retry = onRetry ? (
    <Button variant="secondary" className="px-3 py-1.5" onClick={onRetry}>
      Try Again
    </Button>
  ) : undefined;
  if (failure.kind === 'upgrade') return <UpgradePrompt feature={feature} {...(onClose ? { onClose } : {})} />;
  if (failure.kind === 'quota') return <QuotaMessage message={failure.message} />;
  if (failure.kind === 'configuration') return <AiServiceError message={configurationMessage} action={retry} />;
  return (
    <Alert tone="error" action={retry}>
      {failedMessage}
    </Alert>
  );
}
