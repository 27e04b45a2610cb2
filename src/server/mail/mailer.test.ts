// The outbox (no SMTP_URL, no SMS_API_URL): messages kept in private files; their one-time links reach the log
// in development only.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '@/server/config';
import { getLogger } from '@/server/logger';
import { createSmsSender } from '@/server/sms/sms';
import { createMailer, outboxDir } from './mailer';
import { passwordResetMail } from './templates';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const TOKEN = 'jeton-secret-a-usage-unique-0123456789';
const LINK = `https://boutique.example/admin/reset-password?token=${TOKEN}`;

function configFor(env: 'production' | 'development') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-outbox-'));
  dirs.push(dataDir);
  return readConfig({ NODE_ENV: env, DATA_DIR: dataDir, PUBLIC_URL: 'https://boutique.example' });
}

/** Sends one e-mail and one SMS through the outbox and returns what was logged about them. */
async function sendBoth(env: 'production' | 'development') {
  const config = configFor(env);
  const logged = vi.spyOn(getLogger(), 'info');
  await createMailer(config).send(passwordResetMail('gerant@boutique.example', LINK));
  await createSmsSender(config).send({ to: '+221770000001', text: `Boutique : ${LINK}`, link: LINK });
  return { dir: outboxDir(config.dataDir), log: JSON.stringify(logged.mock.calls) };
}

describe('outbox', () => {
  it('in production, writes the messages to files only the server user can read, and logs no link', async () => {
    const { dir, log } = await sendBoth('production');
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const file of files) {
      expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
      expect(readFileSync(path.join(dir, file), 'utf8')).toContain(TOKEN);
    }
    expect(log).toContain('e-mail written to the outbox');
    expect(log).toContain('SMS written to the outbox');
    expect(log).not.toContain(TOKEN);
  });

  it('in development, logs the link so that it can be followed without a mail reader', async () => {
    const { log } = await sendBoth('development');
    expect(log).toContain(LINK);
  });
});
