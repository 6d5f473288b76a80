import type { MailMessage } from './mail-message';
import { escapeHtml } from './html-escape';

const PRODUCT = 'Cadence';

interface Layout {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** Builds the text and HTML bodies from one description, escaping every interpolated value. */
function render(layout: Layout): MailMessage {
  const textParts = [layout.greeting, ...layout.paragraphs];
  if (layout.action) textParts.push(`${layout.action.label}: ${layout.action.url}`);
  if (layout.footnote) textParts.push(layout.footnote);
  textParts.push(`— The ${PRODUCT} team`);

  const paragraphsHtml = layout.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const actionHtml = layout.action
    ? `<p><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(layout.action.label)}</a></p>
<p style="font-size:12px;color:#555">If the button does not work, paste this address into your browser:<br>${escapeHtml(layout.action.url)}</p>`
    : '';
  const footHtml = layout.footnote ? `<p style="font-size:12px;color:#555">${escapeHtml(layout.footnote)}</p>` : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">
<h1 style="font-size:20px">${PRODUCT}</h1>
<p>${escapeHtml(layout.greeting)}</p>
${paragraphsHtml}
${actionHtml}
${footHtml}
<p>— The ${PRODUCT} team</p>
</body></html>`;
  return { to: layout.to, subject: layout.subject, text: textParts.join('\n\n'), html };
}

function greet(name: string | undefined): string {
  return name ? `Hi ${name},` : 'Hi,';
}

export function confirmEmailMail(to: string, name: string | undefined, url: string): MailMessage {
  return render({
    to,
    subject: `Confirm your e-mail address for ${PRODUCT}`,
    greeting: greet(name),
    paragraphs: [`Thanks for signing up for ${PRODUCT}. Please confirm your e-mail address to finish creating your account.`],
    action: { label: 'Confirm e-mail address', url },
    footnote: 'If you did not sign up, you can ignore this e-mail.',
  });
}

export function welcomeMail(to: string, name: string | undefined, appUrl: string): MailMessage {
  return render({
    to,
    subject: `Welcome to ${PRODUCT}`,
    greeting: greet(name),
    paragraphs: [
      `Welcome to ${PRODUCT}! Set goals, build habits, plan your tasks and reflect in your journal, all in one place.`,
      'Confirm your e-mail address with the link we sent you, then sign in to get started.',
    ],
    action: { label: `Open ${PRODUCT}`, url: appUrl },
  });
}

/** Someone signed up with an address that already has an account (issue 13): the owner learns how to get in. */
export function existingAccountMail(to: string, name: string | undefined, signInUrl: string, resetUrl: string): MailMessage {
  return render({
    to,
    subject: `You already have a ${PRODUCT} account`,
    greeting: greet(name),
    paragraphs: [
      `Someone (probably you) tried to sign up for ${PRODUCT} with this e-mail address, but you already have an account.`,
      `Sign in at ${signInUrl}, or if you forgot your password, reset it at ${resetUrl}.`,
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: 'If this was not you, you can ignore this e-mail: nothing has changed on your account.',
  });
}

export function resetPasswordMail(to: string, name: string | undefined, url: string): MailMessage {
  return render({
    to,
    subject: `Reset your ${PRODUCT} password`,
    greeting: greet(name),
    paragraphs: ['We received a request to reset your password. Use the link below to choose a new one.'],
    action: { label: 'Reset password', url },
    footnote: 'This link expires in 1 hour and works once. If you did not ask for a reset, you can ignore this e-mail.',
  });
}

export function passwordChangedMail(to: string, name: string | undefined, appUrl: string): MailMessage {
  return render({
    to,
    subject: `Your ${PRODUCT} password was changed`,
    greeting: greet(name),
    paragraphs: [
      `The password of your ${PRODUCT} account was just changed, and every other signed-in device was signed out.`,
      'If this was not you, request a password reset right away.',
    ],
    action: { label: `Open ${PRODUCT}`, url: appUrl },
  });
}

/** docs/product/data.md "Deleting the account": the one e-mail sent after an account is gone. */
export function accountDeletedMail(to: string, name: string | undefined, appUrl: string): MailMessage {
  return render({
    to,
    subject: `Your ${PRODUCT} account was deleted`,
    greeting: greet(name),
    paragraphs: [
      `Your ${PRODUCT} account and everything in it (tasks, journal, moods, goals, habits, activities and settings) were deleted, as you asked. Every device was signed out.`,
      `This is the last e-mail you will get from us. If you come back, you can sign up again with this address and start afresh.`,
      'If you did not ask for this, contact support right away.',
    ],
    action: { label: `Open ${PRODUCT}`, url: appUrl },
  });
}

/**
 * docs/product/reminders.md "E-mail fallback": a reminder none of the person's devices took, for a
 * person who asked for e-mail then. The title is the task's or habit's own.
 */
export function reminderMail(to: string, name: string | undefined, reminder: { title: string; body: string; url: string }): MailMessage {
  const title = reminder.title.replace(/\s+/g, ' ').trim();
  return render({
    to,
    subject: `Reminder: ${title}`,
    greeting: greet(name),
    paragraphs: [title, reminder.body],
    action: { label: `Open in ${PRODUCT}`, url: reminder.url },
    footnote: `This reminder came by e-mail because none of your devices took the notification. You can turn e-mail reminders off under Reminders in your ${PRODUCT} profile.`,
  });
}

// docs/product/accounts.md "Security e-mails" (issue 23 §4): one e-mail per change to how the account
// is protected or entered, each with a link to the signed-in devices and what to do if it was not
// the person.

/** What the security e-mails can say about the change: the device, its network, the passkey's name. */
export interface SecurityNoticeDetails {
  device?: string;
  network?: string;
  passkeyName?: string;
}

const IF_NOT_YOU =
  "If this wasn't you, change your password right away, then open your signed-in devices and choose 'Sign out everywhere else'.";

function securityNotice(to: string, name: string | undefined, devicesUrl: string, notice: { subject: string; what: string; details?: SecurityNoticeDetails }): MailMessage {
  const facts: string[] = [];
  if (notice.details?.passkeyName) facts.push(`Passkey: ${notice.details.passkeyName}`);
  if (notice.details?.device) facts.push(`Device: ${notice.details.device}`);
  if (notice.details?.network) facts.push(`Network: ${notice.details.network}`);
  return render({
    to,
    subject: notice.subject,
    greeting: greet(name),
    paragraphs: [notice.what, ...facts, 'If this was you, there is nothing to do.', IF_NOT_YOU],
    action: { label: 'Review signed-in devices', url: devicesUrl },
    footnote: `We send this e-mail for every change to how your ${PRODUCT} account is protected.`,
  });
}

export function passkeyAddedMail(to: string, name: string | undefined, devicesUrl: string, details?: SecurityNoticeDetails): MailMessage {
  return securityNotice(to, name, devicesUrl, {
    subject: `A passkey was added to your ${PRODUCT} account`,
    what: `A new passkey was added to your ${PRODUCT} account. It can now be used to sign in without your password.`,
    details,
  });
}

export function passkeyRemovedMail(to: string, name: string | undefined, devicesUrl: string, details?: SecurityNoticeDetails): MailMessage {
  return securityNotice(to, name, devicesUrl, {
    subject: `A passkey was removed from your ${PRODUCT} account`,
    what: `A passkey was removed from your ${PRODUCT} account. It can no longer be used to sign in.`,
    details,
  });
}

export function twoFactorEnabledMail(to: string, name: string | undefined, devicesUrl: string, details?: SecurityNoticeDetails): MailMessage {
  return securityNotice(to, name, devicesUrl, {
    subject: `Two-factor sign-in is on for your ${PRODUCT} account`,
    what: `Two-factor sign-in was turned on for your ${PRODUCT} account. From now on, signing in asks for a code from your authenticator app after your password.`,
    details,
  });
}

export function twoFactorDisabledMail(to: string, name: string | undefined, devicesUrl: string, details?: SecurityNoticeDetails): MailMessage {
  return securityNotice(to, name, devicesUrl, {
    subject: `Two-factor sign-in was turned off for your ${PRODUCT} account`,
    what: `Two-factor sign-in was turned off for your ${PRODUCT} account. Signing in now asks only for your password.`,
    details,
  });
}

export function recoveryCodeUsedMail(to: string, name: string | undefined, devicesUrl: string, details?: SecurityNoticeDetails): MailMessage {
  return securityNotice(to, name, devicesUrl, {
    subject: `A recovery code was used to sign in to ${PRODUCT}`,
    what: `One of your recovery codes was just used to sign in to your ${PRODUCT} account. That code cannot be used again.`,
    details,
  });
}

export function newDeviceSignInMail(to: string, name: string | undefined, devicesUrl: string, details?: SecurityNoticeDetails): MailMessage {
  return securityNotice(to, name, devicesUrl, {
    subject: `New sign-in to your ${PRODUCT} account`,
    what: `Your ${PRODUCT} account was just signed in to from a device it had not been signed in from before.`,
    details,
  });
}
