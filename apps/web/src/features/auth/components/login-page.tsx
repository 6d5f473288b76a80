import { AUTH_MESSAGES, CHECK_INBOX_TEXTS } from '@cadence/shared';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { clearJustResetFlag, readJustResetFlag } from '../just-reset-flag';
import { AuthLayout } from './auth-layout';
import { CheckInbox } from './check-inbox';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginTabs } from './login-tabs';
import { loginViewFrom, queryFor, type LoginView } from './login-view';
import { SignInForm } from './sign-in-form';
import { emptySignUp, type SignUpValues } from './sign-up-form';
import { SignUpView } from './sign-up-view';
import { TextLink } from './text-link';

const HEADINGS: Record<LoginView, { title: string; subtitle: string; documentTitle: string }> = {
  sign_in: { title: 'Welcome back', subtitle: 'Sign in to pick up right where you left off.', documentTitle: 'Sign In' },
  sign_up: { title: 'Create your account', subtitle: 'Free to start. Your goals, habits and tasks in one calm place.', documentTitle: 'Sign Up' },
  forgot_password: { title: 'Reset your password', subtitle: "Enter your e-mail and we'll send you a link to choose a new one.", documentTitle: 'Reset Password' },
};

/** /login: one screen, three views (docs/product/accounts.md "Sign-in"). */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const view = loginViewFrom(params);
  const panelId = useId();
  // docs/product/accounts.md "Sign-in": the just-reset flag shows a success message and prefills the e-mail, once.
  const [resetEmail] = useState(readJustResetFlag);
  const [showResetNotice, setShowResetNotice] = useState(resetEmail !== null);
  useEffect(() => clearJustResetFlag(), []);
  // After sign-up: what was sent, shown on "Check your inbox" and given back to the form by "Wrong address?" (issue 13).
  const [signedUp, setSignedUp] = useState<{ values: SignUpValues; checking: boolean } | null>(null);

  const switchTo = (next: LoginView) => {
    setShowResetNotice(false);
    setSignedUp(null);
    // Replace, not push: switching views adds no history entry. Each view's messages reset with it.
    setParams(new URLSearchParams(queryFor(next)), { replace: true });
  };

  const heading = HEADINGS[view];
  const checkingInbox = view === 'sign_up' && signedUp?.checking === true;
  useDocumentTitle(checkingInbox ? 'Check Your Inbox' : heading.documentTitle);
  if (checkingInbox) {
    return (
      <AuthLayout title={CHECK_INBOX_TEXTS.title} footer={<TextLink to="/">Back to home</TextLink>}>
        <CheckInbox email={signedUp.values.email} onWrongAddress={() => setSignedUp({ ...signedUp, checking: false })} onSignIn={() => switchTo('sign_in')} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={heading.title} subtitle={heading.subtitle} footer={<TextLink to="/">Back to home</TextLink>}>
      {view !== 'forgot_password' ? <LoginTabs view={view} panelId={panelId} onSelect={switchTo} /> : null}
      <div id={panelId} role={view !== 'forgot_password' ? 'tabpanel' : undefined} aria-labelledby={view !== 'forgot_password' ? `login-tab-${view}` : undefined}>
        {showResetNotice && view === 'sign_in' ? (
          <Alert tone="success" className="mb-5">
            {AUTH_MESSAGES.passwordJustReset}
          </Alert>
        ) : null}
        {view === 'sign_in' ? <SignInForm initialEmail={resetEmail ?? ''} onForgotPassword={() => switchTo('forgot_password')} /> : null}
        {view === 'sign_up' ? (
          <SignUpView initialValues={signedUp?.values ?? emptySignUp} correcting={signedUp !== null} onSignedUp={(values) => setSignedUp({ values, checking: true })} />
        ) : null}
        {view === 'forgot_password' ? <ForgotPasswordForm onBackToSignIn={() => switchTo('sign_in')} /> : null}
      </div>
    </AuthLayout>
  );
}
