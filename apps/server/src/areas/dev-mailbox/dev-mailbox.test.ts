import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildUser, signUp } from '../../testing/factories';
import { linkifyText } from './dev-mailbox-page';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('dev mailbox', () => {
  it('lists delivered e-mails newest first as JSON and as a page with clickable links', async () => {
    const user = buildUser({ name: '<b>Eve</b>' });
    await signUp(t, user);
    await t.cadence.worker.runOnce();
    const { messages } = await (await t.request('/api/dev/mailbox')).json();
    expect(messages.map((m: { to: string }) => m.to)).toEqual([user.email, user.email]);
    expect(messages[0]).toMatchObject({ id: expect.any(String), subject: expect.any(String), text: expect.any(String), html: expect.any(String) });
    const confirm = messages.find((m: { subject: string }) => m.subject.startsWith('Confirm'));
    expect(confirm.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;');

    const page = await t.request('/dev/mailbox');
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<a href="http://localhost:3000/auth/callback?type=signup&amp;token=');
    expect(html).toContain('<iframe sandbox');
    expect(html).not.toContain('<b>Eve</b>');
  });

  it('linkifies only http(s) addresses and escapes the rest', () => {
    expect(linkifyText('go <here> https://a.example/x?y=1&z=2 now')).toBe(
      'go &lt;here&gt; <a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a> now',
    );
  });
});
