import { AUTH_MESSAGES, CHECK_INBOX_TEXTS, resetThrottleMessage } from '@cadence/shared';
import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useCountdown } from '../../../lib/use-countdown';
import { useResendConfirmation } from '../api/resend-confirmation';
import { LinkButton } from './text-link';

interface CheckInboxProps {
  email: string;
  onWrongAddress: () => void;
  onSignIn: () => void;
}

/**
 * After sign-up (docs/product/accounts.md "Sign-up"; issue 13): the address the e-mail went to, a way
 * to send it again, and a way back to the form when the address is wrong. A sign-up with an address
 * that already has an account lands here too, so the screen tells no stranger who has one.
 */
export function CheckInbox({ email, onWrongAddress, onSignIn }: CheckInboxProps) {
  const resend = useResendConfirmation();
  const throttle = useCountdown();
  // The screen changed under the focused Sign Up button: the new heading takes focus, as after a navigation.
  useEffect(() => document.querySelector<HTMLElement>('h1')?.focus(), []);
  const failure = resend.error && !(resend.error instanceof ApiError && resend.error.code === 'RATE_LIMITED') ? errorMessage(resend.error, AUTH_MESSAGES.callbackUnexpected) : null;

  const onResend = () => {
    throttle.reset();
    resend.mutate(email, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'RATE_LIMITED') throttle.start(error.retryAfterSeconds ?? 60);
      },
    });
  };

  return (
    <div className="space-y-5 text-center">
      <MailCheck aria-hidden="true" className="mx-auto h-10 w-10 text-indigo-600 dark:text-indigo-400" />
      <p className="text-slate-800 dark:text-slate-200">
        We sent an e-mail to <strong className="break-all font-semibold text-slate-900 dark:text-white">{email}</strong>. Open the link in it to finish signing up.
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{CHECK_INBOX_TEXTS.hint}</p>
      {resend.isSuccess ? <Alert tone="success">{AUTH_MESSAGES.confirmationResent}</Alert> : null}
      {throttle.secondsLeft > 0 ? <Alert tone="error">{resetThrottleMessage(throttle.secondsLeft)}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button variant="secondary" className="w-full" loading={resend.isPending} loadingLabel="Sending..." onClick={onResend}>
        {CHECK_INBOX_TEXTS.resend}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <LinkButton onClick={onWrongAddress}>{CHECK_INBOX_TEXTS.wrongAddress}</LinkButton>
        <LinkButton onClick={onSignIn}>{CHECK_INBOX_TEXTS.signIn}</LinkButton>
      </div>
    </div>
  );
}
