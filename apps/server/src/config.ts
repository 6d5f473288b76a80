import { createECDH, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { describeFolderError } from './db/embedded/data-folder-check';
import { isLoopbackHost } from './http/loopback';

/** Thrown for bad configuration; main.ts prints its one-sentence message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// apps/server/src/config.ts (tsx) and apps/server/dist/main.js (bundle) are both two levels below apps/.
const defaultWebDistDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Cadence <no-reply@cadence.local>'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@cadence.local'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString,
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
  // The AI engine (docs/product/ai.md "Engine"): xAI with XAI_API_KEY, any OpenAI-compatible
  // endpoint with AI_BASE_URL, the offline engine without either.
  XAI_API_KEY: z.string().optional(),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).max(100).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  AI_DAILY_QUOTA: z.coerce.number().int().min(1).max(1_000_000).default(200),
  // issue 25: how long to wait for a PostgreSQL server that does not answer at start, and for requests in flight at a stop.
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  // Web Push (docs/product/reminders.md "Devices"): the VAPID key pair, else one generated and kept in the database.
  VAPID_PUBLIC_KEY: z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key in base64url (87 characters, as web-push generate-vapid-keys prints it)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL').optional(),
});

/**
 * How e-mail leaves the server (docs/architecture.md "Mail, throttles, background work"): over SMTP when SMTP_URL is set; else into the dev
 * mailbox, but only when the app's public address is this machine (docs/product/accounts.md "E-mail delivery"); anywhere else
 * e-mail is off: nothing is delivered and nothing readable holds a link (issue 6 §1).
 */
export type MailMode = 'smtp' | 'dev-mailbox' | 'off';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  publicOrigin: string;
  smtpUrl: string | undefined;
  mailMode: MailMode;
  mailFrom: string;
  /** Shown on the Help page (docs/product/help.md "Sections"). */
  supportEmail: string;
  authSecret: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  trustProxy: boolean;
  webDistDir: string;
  ai: AiConfig;
  /** PostgreSQL mode: how long start-up waits for the server to answer (DATABASE_WAIT_SECONDS). */
  databaseWaitSeconds: number;
  /** How long a stop lets requests in flight finish before cutting them (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
  push: PushConfig;
}

/** Web Push's sender identity (docs/product/reminders.md "Devices"). */
export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; without them one pair is generated once and kept in the database. */
  vapidKeys?: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about this server: VAPID_SUBJECT, else PUBLIC_URL when it is https, else mailto:SUPPORT_EMAIL. */
  vapidSubject: string;
}

export interface AiConfig {
  xaiApiKey?: string | undefined;
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** How long one call to the model may take before it answers 504 (AI_TIMEOUT_MS). */
  timeoutMs: number;
  /** AI calls per user and UTC day (AI_DAILY_QUOTA). */
  dailyQuota: number;
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
function withoutEmpty(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

/** Parses the environment. Throws ConfigError with one readable sentence. Writes only the embedded auth secret file. */
export function loadConfig(env: Env = process.env): Config {
  const result = envSchema.safeParse(withoutEmpty(env));
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${describeIssue(issue?.message)}.`);
  }
  const parsed = result.data;
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    smtpUrl: parsed.SMTP_URL,
    mailMode: mailModeFor(parsed.SMTP_URL, publicUrl),
    mailFrom: parsed.MAIL_FROM,
    supportEmail: parsed.SUPPORT_EMAIL,
    authSecret: parsed.AUTH_SECRET ?? resolveMissingSecret(parsed.NODE_ENV, parsed.DATABASE_URL, dataDir),
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    webDistDir: resolve(parsed.WEB_DIST_DIR),
    databaseWaitSeconds: parsed.DATABASE_WAIT_SECONDS,
    shutdownGraceSeconds: parsed.SHUTDOWN_GRACE_SECONDS,
    push: {
      vapidKeys: vapidKeysOf(parsed.VAPID_PUBLIC_KEY, parsed.VAPID_PRIVATE_KEY),
      vapidSubject: parsed.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${parsed.SUPPORT_EMAIL}`),
    },
    ai: {
      xaiApiKey: parsed.XAI_API_KEY,
      baseUrl: parsed.AI_BASE_URL,
      apiKey: parsed.AI_API_KEY,
      model: parsed.AI_MODEL,
      timeoutMs: parsed.AI_TIMEOUT_MS,
      dailyQuota: parsed.AI_DAILY_QUOTA,
    },
  };
}

export function mailModeFor(smtpUrl: string | undefined, publicUrl: string): MailMode {
  if (smtpUrl) return 'smtp';
  return isLoopbackHost(new URL(publicUrl).hostname) ? 'dev-mailbox' : 'off';
}

/** Both keys or neither, and the public key must be the private key's. */
function vapidKeysOf(publicKey: string | undefined, privateKey: string | undefined): PushConfig['vapidKeys'] {
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to have one pair generated and kept in the database).');
  }
  let derived: string;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    derived = ecdh.getPublicKey().toString('base64url');
  } catch {
    throw new ConfigError('Invalid configuration: VAPID_PRIVATE_KEY is not a P-256 private key.');
  }
  if (derived !== publicKey) throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.');
  return { publicKey, privateKey };
}

function describeIssue(message: string | undefined): string {
  if (!message) return 'is invalid';
  return message.startsWith('Invalid') ? `is invalid (${message.toLowerCase()})` : message;
}

function resolveMissingSecret(nodeEnv: string, databaseUrl: string | undefined, dataDir: string): string {
  if (nodeEnv === 'production' && databaseUrl) {
    throw new ConfigError(
      'Invalid configuration: AUTH_SECRET is required in production with DATABASE_URL (set it to a random string of at least 32 characters).',
    );
  }
  return readOrCreateSecretFile(resolve(dataDir, 'auth-secret'));
}

/** Embedded mode: one generated secret, kept next to the data so sessions survive restarts. */
function readOrCreateSecretFile(path: string): string {
  if (existsSync(path)) {
    const secret = readFileSync(path, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new ConfigError(`Invalid configuration: the secret in ${path} is shorter than 32 characters; delete the file to generate a new one.`);
  }
  const secret = randomBytes(32).toString('base64url');
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
  } catch (error) {
    // The data folder cannot be written (issue 25 §5): say why in words, as the database check would.
    throw describeFolderError(error, dirname(path)) ?? error;
  }
  return secret;
}
