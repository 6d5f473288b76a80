/** Signs a fresh user up through the API, confirms it through the dev mailbox and returns its cookie. */
export async function createSignedInUser(baseUrl: string, email: string, password: string, client?: string): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: baseUrl };
  // Behind TRUST_PROXY the app throttles sign-ups per client address; a bench creating many users names one each.
  if (client) headers['x-forwarded-for'] = client;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench', email, password }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const token = await confirmationToken(baseUrl, email);
  const verify = await fetch(`${baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`, { headers: { origin: baseUrl } });
  if (!verify.ok) throw new Error(`verification failed: ${verify.status}`);
  return signIn(baseUrl, email, password, client);
}

export async function signIn(baseUrl: string, email: string, password: string, client?: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(client ? { 'x-forwarded-for': client } : {}) },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function confirmationToken(baseUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/mailbox`);
    const { messages } = (await response.json()) as { messages: Array<{ to: string; text: string }> };
    const mail = messages.find((message) => message.to.includes(email) && message.text.includes('type=signup'));
    const token = mail ? /[?&]token=([^&\s]+)/.exec(mail.text)?.[1] : undefined;
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation e-mail for ${email}`);
}
