export type LoginView = 'sign_in' | 'sign_up' | 'forgot_password';

/** docs/product/accounts.md "Sign-in": signup=true opens sign up, view=forgot_password the reset request. */
export function loginViewFrom(params: URLSearchParams): LoginView {
  if (params.get('view') === 'forgot_password') return 'forgot_password';
  if (params.get('signup') === 'true') return 'sign_up';
  return 'sign_in';
}

export function queryFor(view: LoginView): string {
  if (view === 'sign_up') return '?signup=true';
  if (view === 'forgot_password') return '?view=forgot_password';
  return '';
}
