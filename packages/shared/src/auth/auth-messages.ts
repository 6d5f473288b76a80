// docs/product/accounts.md "Messages": the product's own words; forms and server both use them.
export const AUTH_MESSAGES = {
  firstNameRequired: 'First Name is required',
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  weakSignUpPassword: 'Please create a stronger password',
  weakResetPassword: 'Please choose a stronger password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  signInFailed: 'An error occurred during sign in',
  signUpFailed: 'An error occurred during sign up',
  signUpDatabaseError: 'Unable to create account. Please try again later or use a different email.',
  emailNotVerified: 'Please confirm your e-mail address before signing in. Check your inbox for the confirmation link.',
  confirmationResent: 'Confirmation e-mail sent! Check your inbox for the link.',
  signUpSuccess: 'Account created! Check your e-mail for the confirmation link to finish signing up.',
  resetRequestFailed: 'Failed to send password reset email',
  mailServiceDown: "We're experiencing issues with our email service. Please try again later or contact support.",
  resetEmailSent: 'Password reset email sent! Check your inbox for instructions.',
  passwordUpdated: 'Your password has been updated successfully. You will be redirected to the login page.',
  passwordJustReset: 'Your password has been reset successfully. You can now sign in with your new password.',
  callbackFailed: 'Authentication failed. Please try again.',
  callbackSignInAgain: 'Authentication failed. Please try signing in again.',
  callbackInvalidLink: 'Password reset link is invalid or has expired. Please request a new one.',
  callbackUnexpected: 'An unexpected error occurred. Please try again.',
  resetInvalidRequest: 'Invalid reset request. Please try again.',
  resetLinkExpired: 'Your password reset link has expired or is invalid. Please request a new one.',
  resetInvalidToken: 'Invalid or expired reset token. Please request a new one.',
  resetInvalidAccessToken: 'Invalid or expired access token. Please request a new password reset link.',
  resetAuthError: 'Authentication error. Please request a new password reset link.',
  resetProcessingError: 'An error occurred while processing your request. Please try again.',
  resetUnable: 'Unable to reset your password. Please try again or request a new reset link.',
  profileUpdated: 'Profile updated successfully!',
  profilePasswordUpdated: 'Password updated successfully!',
  currentPasswordRequired: 'Current password is required',
  fullNameRequired: 'Full name is required',
  invalidCredentials: 'Invalid email or password',
  currentPasswordIncorrect: 'Your current password is incorrect',
  confirmationLinkInvalid: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
  confirmationLinkUsed: 'This confirmation link has already been used. Sign in to continue.',
  tooManySignIns: 'Too many sign-in attempts. Please wait a moment and try again.',
} as const;

/**
 * The "Check your inbox" screen after sign-up (docs/product/accounts.md "Sign-up"; issue 13). Its words
 * are true whether or not the address already had an account: either way an e-mail went to it.
 */
export const CHECK_INBOX_TEXTS = {
  title: 'Check your inbox',
  hint: "It can take a minute to arrive. If you don't see it, look in your spam folder.",
  resend: 'Resend e-mail',
  wrongAddress: 'Wrong address? Change it',
  signIn: 'Already confirmed? Sign in',
} as const;

export function checkInboxMessage(email: string): string {
  return `We sent an e-mail to ${email}. Open the link in it to finish signing up.`;
}

export function profileResetErrorMessage(message: string): string {
  return `Error requesting password reset: ${message}`;
}
