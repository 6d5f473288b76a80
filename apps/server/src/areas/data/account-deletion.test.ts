import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_MESSAGES } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { livedInAccount } from '../../testing/data-kit';
import { buildUser, signIn, signUpAndVerify, STRONG_PASSWORD } from '../../testing/factories';

// POST /api/account-deletion (docs/product/data.md "Deleting the account"; issue 20 §4).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Every column of every table that can name a user: the columns called user_id and every column with a
 * foreign key to "user", read from the database's own catalog, so a table added later is checked too.
 */
async function userColumns(): Promise<Array<{ table: string; column: string }>> {
  const named = await rowsOf<{ table: string; column: string }>(
    sql`select table_name as "table", column_name as "column" from information_schema.columns where table_schema = current_schema() and column_name = 'user_id'`,
  );
  const referencing = await rowsOf<{ table: string; column: string }>(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = '"user"'::regclass`);
  const unique = new Map([...named, ...referencing].map((row) => [`${row.table.replaceAll('"', '')}.${row.column}`, { table: row.table.replaceAll('"', ''), column: row.column }]));
  return [...unique.values()];
}

async function rowsNaming(userId: string, email: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userColumns()) {
    const [row] = await rowsOf<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
    counts[`${table}.${column}`] = row?.count ?? 0;
  }
  const byEmail = {
    'user.id': sql`select count(*)::int as count from "user" where id = ${userId} or lower(email) = ${email}`,
    verification: sql`select count(*)::int as count from verification where value = ${userId} or strpos(value, ${email}) > 0 or strpos(identifier, ${email}) > 0`,
    rate_limits: sql`select count(*)::int as count from rate_limits where strpos(key, ${email}) > 0`,
    'mail_outbox (but the goodbye)': sql`select count(*)::int as count from mail_outbox where lower("to") = ${email} and subject not like '%account was deleted%'`,
  };
  for (const [label, query] of Object.entries(byEmail)) counts[label] = (await rowsOf<{ count: number }>(query))[0]?.count ?? 0;
  return counts;
}

describe('POST /api/account-deletion', () => {
  it('removes every row of the person in every table, signs every device out, and sends one goodbye', async () => {
    const me = await livedInAccount(t);
    const other = await livedInAccount(t);
    const before = await rowsNaming(me.id, me.email);
    // Each table that can hold a row of theirs holds one here, so the check below means something.
    const empty = Object.entries(before).filter(([, count]) => count === 0).map(([table]) => table);
    expect(empty, 'tables the lived-in account left empty').toEqual([]);
    const othersBefore = await rowsNaming(other.id, other.email);

    const response = await t.request('/api/account-deletion', { json: { password: STRONG_PASSWORD, confirmation: 'DELETE' }, cookie: me.cookie });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/cadence\.session_token=;.*Max-Age=0/i);

    const after = await rowsNaming(me.id, me.email);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect(await rowsNaming(other.id, other.email)).toEqual(othersBefore);
    // The goodbye, once, to them.
    const goodbyes = (await t.outbox.messages()).filter((mail) => mail.to.toLowerCase() === me.email && mail.subject.includes('account was deleted'));
    expect(goodbyes).toHaveLength(1);
    // No session of theirs works any more, on this device or another.
    expect((await t.request('/api/profile', { cookie: me.cookie })).status).toBe(401);
    expect((await signIn(t, me.email, STRONG_PASSWORD)).status).toBe(401);
    // A second request (another tab) finds nothing to delete: no second goodbye.
    expect((await t.request('/api/account-deletion', { json: { password: STRONG_PASSWORD, confirmation: 'DELETE' }, cookie: me.cookie })).status).toBe(401);
  });

  it('lets the address sign up again, as a new and empty account', async () => {
    const me = await livedInAccount(t);
    expect((await t.request('/api/account-deletion', { json: { password: STRONG_PASSWORD, confirmation: 'DELETE' }, cookie: me.cookie })).status).toBe(204);
    const cookie = await signUpAndVerify(t, buildUser({ email: me.email }));
    const profile = (await (await t.request('/api/profile', { cookie })).json()) as { id: string };
    expect(profile.id).not.toBe(me.id);
    expect(await (await t.request('/api/todos', { cookie })).json()).toEqual([]);
    expect(((await (await t.request('/api/habits', { cookie })).json()) as unknown[]).length).toBe(0);
  });

  it('refuses a wrong password and keeps everything; the attempts are throttled like sign-ins', async () => {
    const cookie = await signUpAndVerify(t, buildUser());
    const wrong = await t.request('/api/account-deletion', { json: { password: 'Not-the-passw0rd', confirmation: 'DELETE' }, cookie, remoteAddress: '203.0.113.9' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 'INVALID_PASSWORD', message: DATA_MESSAGES.passwordIncorrect, fields: { password: DATA_MESSAGES.passwordIncorrect } } });
    expect((await t.request('/api/profile', { cookie })).status).toBe(200);
    let last = wrong;
    for (let attempt = 0; attempt < 6 && last.status !== 429; attempt += 1) {
      last = await t.request('/api/account-deletion', { json: { password: 'Not-the-passw0rd', confirmation: 'DELETE' }, cookie, remoteAddress: '203.0.113.9' });
    }
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBeTruthy();
    expect((await t.request('/api/profile', { cookie })).status).toBe(200);
  });

  it.each([
    [{ password: STRONG_PASSWORD }, { confirmation: DATA_MESSAGES.confirmationRequired }],
    [{ password: STRONG_PASSWORD, confirmation: 'delete' }, { confirmation: DATA_MESSAGES.confirmationRequired }],
    [{ password: STRONG_PASSWORD, confirmation: ' DELETE ' }, { confirmation: DATA_MESSAGES.confirmationRequired }],
    [{ password: '', confirmation: 'DELETE' }, { password: DATA_MESSAGES.passwordRequired }],
    [{ confirmation: 'DELETE' }, { password: DATA_MESSAGES.passwordRequired }],
    [{ password: STRONG_PASSWORD, confirmation: 'DELETE', userId: 'someone-else' }, { _: 'Unknown field: userId' }],
  ])('%j answers 400 with a clear message and deletes nothing', async (body, fields) => {
    const cookie = await signUpAndVerify(t, buildUser());
    const response = await t.request('/api/account-deletion', { json: body, cookie });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields).toEqual(fields);
    expect((await t.request('/api/profile', { cookie })).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.request('/api/account-deletion', { json: { password: STRONG_PASSWORD, confirmation: 'DELETE' } })).status).toBe(401);
  });
});
