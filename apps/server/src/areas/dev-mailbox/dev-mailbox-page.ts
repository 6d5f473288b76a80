import { escapeHtml } from '../../mail/html-escape';
import type { OutboxRow } from '../../mail/outbox.repository';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Escapes the text, then turns each http(s) address into a link. */
export function linkifyText(text: string): string {
  return text
    .split(URL_PATTERN)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function renderMessage(row: OutboxRow): string {
  return `<article>
  <header>
    <h2>${escapeHtml(row.subject)}</h2>
    <p class="meta">To <strong>${escapeHtml(row.to)}</strong> · <time datetime="${escapeHtml(row.createdAt)}">${escapeHtml(new Date(row.createdAt).toUTCString())}</time></p>
  </header>
  <pre>${linkifyText(row.text)}</pre>
  <details><summary>HTML version</summary>
    <iframe sandbox title="HTML version of ${escapeHtml(row.subject)}" srcdoc="${escapeHtml(row.html)}"></iframe>
  </details>
</article>`;
}

/** Server-rendered, script-free page (the CSP forbids inline scripts anyway). */
export function renderMailboxPage(rows: OutboxRow[]): string {
  const body = rows.length === 0 ? '<p>No e-mails yet. Sign up or request a password reset to see one here.</p>' : rows.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Cadence</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; color: #111; background: #fafafa; }
  article { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; } .meta { color: #555; margin: 0 0 .75rem; font-size: .9rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; } a { color: #3730a3; }
  iframe { width: 100%; height: 420px; border: 1px solid #ddd; border-radius: 6px; background: #fff; }
  @media (prefers-color-scheme: dark) { body { background: #111; color: #eee; } article { background: #1b1b1b; border-color: #333; } .meta { color: #aaa; } a { color: #a5b4fc; } }
</style></head>
<body>
<h1>Dev mailbox</h1>
<p>E-mails the server would have sent, newest first. This page exists only while no SMTP_URL is configured.</p>
${body}
</body></html>`;
}
