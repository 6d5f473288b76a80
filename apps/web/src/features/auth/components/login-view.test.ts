import { describe, expect, it } from 'vitest';
import { type LoginView, loginViewFrom, queryFor } from './login-view';

describe('/login views (docs/product/accounts.md "Sign-in")', () => {
  it('signup=true opens sign up and view=forgot_password the reset request; anything else signs in', () => {
    expect(loginViewFrom(new URLSearchParams('signup=true'))).toBe('sign_up');
    expect(loginViewFrom(new URLSearchParams('view=forgot_password'))).toBe('forgot_password');
    expect(loginViewFrom(new URLSearchParams('signup=yes'))).toBe('sign_in');
    expect(loginViewFrom(new URLSearchParams(''))).toBe('sign_in');
  });

  it.each<LoginView>(['sign_in', 'sign_up', 'forgot_password'])('the query written for %s reads back as the same view', (view) => {
    expect(loginViewFrom(new URLSearchParams(queryFor(view)))).toBe(view);
  });
});
