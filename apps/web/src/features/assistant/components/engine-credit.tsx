import { Sparkles } from 'lucide-react';
import { cx } from '../../../components/ui/class-names';

/** Says which engine answered (issue 12: "offline assistant" or the model's name). */
export function EngineCredit({ engine, className }: { engine: string; className?: string }) {
  return (
    <p className={cx('flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400', className)}>
      <Sparkles aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span>
        Answered by <span className="font-medium text-slate-800 dark:text-slate-200">{engine}</span>
      </span>
    </p>
  );
}
