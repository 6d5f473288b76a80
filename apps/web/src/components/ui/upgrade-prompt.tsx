import { Lock, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonBase, buttonStyles } from './button';
import { cx } from './class-names';

interface UpgradePromptProps {
  /** What the person tried to use, as they would name it: 'AI coaching', 'recommendations', 'the AI chat'. */
  feature: string;
  /** Shown as a Close button when given (the Close is optional). */
  onClose?: () => void;
  className?: string;
}

/**
 * Without AI access, an AI feature shows this instead of answering: an
 * 'Upgrade to Premium' link to /subscription and an optional Close.
 */
export function UpgradePrompt({ feature, onClose, className }: UpgradePromptProps) {
  return (
    <section
      aria-label={`Unlock ${feature}`}
      className={cx('rounded-xl border border-violet-200 bg-violet-50 p-4 text-sm text-violet-950 dark:border-violet-900/60 dark:bg-violet-950/40 dark:text-violet-100', className)}
    >
      <div className="flex items-start gap-3">
        <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <div className="min-w-0 flex-1 space-y-3">
          <p>
            <strong className="font-semibold">Unlock {feature}.</strong> AI features come with Premium.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to="/subscription" className={cx(buttonBase, buttonStyles.primary, 'px-3 py-1.5 text-sm')}>
              Upgrade to Premium
            </Link>
            {onClose ? (
              <button type="button" onClick={onClose} className={cx(buttonBase, buttonStyles.ghost, 'px-3 py-1.5 text-sm')}>
                <X aria-hidden="true" className="h-4 w-4" />
                Close
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
