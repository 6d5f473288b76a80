import { Alert } from './alert';
import { Button } from './button';
import { Skeleton } from './skeleton';

// The loading and failed states of a card that reads a list (passkeys, devices, tokens, the log of
// connected apps): placeholders a screen reader hears as one status, and a failure said in words with
// 'Try again' (docs/product/shell.md "Errors").

/** `rows` grey placeholders of `rowClassName`'s height, announced as `label`. */
export function LoadingRows({ label, rows = 1, rowClassName = 'h-12' }: { label: string; rows?: number; rowClassName?: string }) {
  return (
    <div className="mt-4 space-y-3" role="status">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={`${rowClassName} w-full`} />
      ))}
    </div>
  );
}

/** The list could not be read: the message, and 'Try again'. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      className="mt-4"
      action={
        <Button variant="secondary" className="px-3 py-1.5" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
