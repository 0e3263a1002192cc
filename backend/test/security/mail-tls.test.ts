import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { loadConfig } from '../../src/config/app-config.js';
import { MailService } from '../../src/infrastructure/mail/mail.service.js';
import { freePort } from '../support/network.js';
import { testConfig } from '../test-app.js';

/**
 * Mail without TLS (finding 6 of the outside review): `ignoreTLS: !secure` turned STARTTLS off, so
 * a provider on port 587 got the SMTP password in clear text. Here a real SMTP server (smtp-server,
 * nodemailer's own) offers STARTTLS with a certificate the process trusts, and records whether the
 * password arrived on an encrypted connection.
 */
interface Seen {
  auth: { user: string; secure: boolean }[];
  messages: string[];
}

describe('mail over TLS', () => {
  const dir = mkdtempSync(join(tmpdir(), 'plantry-smtp-'));
  const defaults = getCACertificates('default');
  let key: Buffer;
  let cert: Buffer;
  const servers: SMTPServer[] = [];

  /** A mail server on a free port that takes any password and remembers what it saw. */
  async function smtpServer(options: SMTPServerOptions): Promise<{ port: number; seen: Seen }> {
    const seen: Seen = { auth: [], messages: [] };
    const server = new SMTPServer({
      key,
      cert,
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth: (auth, session, done) => {
        seen.auth.push({ user: auth.username ?? '', secure: session.secure });
        done(null, { user: auth.username });
      },
      onData: (stream, _session, done) => {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk));
        stream.on('end', () => {
          seen.messages.push(text);
          done();
        });
      },
      logger: false,
      ...options,
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    servers.push(server);
    return { port, seen };
  }

  const mailer = (port: number, env: NodeJS.ProcessEnv = {}) =>
    new MailService(
      testConfig({ SMTP_HOST: 'localhost', SMTP_PORT: String(port), SMTP_USER: 'plantry', SMTP_PASSWORD: 'provider-password', ...env }),
    );
  const message = { to: 'cook@example.com', subject: 'Reset your Plantry password', text: 'Hello', html: '<p>Hello</p>' };

  beforeAll(() => {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    key = readFileSync(join(dir, 'key.pem'));
    cert = readFileSync(join(dir, 'cert.pem'));
    // The process trusts this server's certificate as it would a provider's; it is still checked.
    setDefaultCACertificates([...defaults, cert.toString()]);
  });
  afterAll(async () => {
    setDefaultCACertificates(defaults);
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('uses STARTTLS when the server offers it: the password and the message never cross in clear', async () => {
    const { port, seen } = await smtpServer({});
    const mail = mailer(port);
    try {
      await mail.send(message);
    } finally {
      mail.onModuleDestroy();
    }
    expect(seen.auth).toEqual([{ user: 'plantry', secure: true }]);
    expect(seen.messages).toHaveLength(1);
  });

  it('refuses to send, password unsent, when STARTTLS is required and not offered', async () => {
    const { port, seen } = await smtpServer({ disabledCommands: ['STARTTLS'] });
    const mail = mailer(port, { SMTP_REQUIRE_TLS: 'true' });
    try {
      await expect(mail.send(message)).rejects.toThrow(/STARTTLS/);
    } finally {
      mail.onModuleDestroy();
    }
    expect(seen.auth).toEqual([]);
    expect(seen.messages).toEqual([]);
  });

  it('requires STARTTLS by default in production when there is a password to protect', () => {
    const noFile = join(dir, 'no.env');
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'Vq7nK2xR9pL4mT8wB3cY6hJ1dF5sG0aZ',
      DB_HOST: '127.0.0.1',
      DB_PASSWORD: '',
    };
    const requireTls = (env: NodeJS.ProcessEnv) => loadConfig(env, noFile).mail.requireTls;
    expect(requireTls({ ...production, SMTP_USER: 'plantry', SMTP_PASSWORD: 'x' })).toBe(true);
    expect(requireTls({ ...production, SMTP_USER: '' })).toBe(false);
    expect(requireTls({ ...production, SMTP_USER: 'plantry', SMTP_REQUIRE_TLS: 'false' })).toBe(false);
    expect(
      requireTls({
        NODE_ENV: 'development',
        SESSION_SECRET: 'x'.repeat(32),
        ADMIN_EMAIL: 'a@b.co',
        ADMIN_PASSWORD: 'long-enough',
        SMTP_USER: 'plantry',
      }),
    ).toBe(false);
  });

  it('still delivers to a mail catcher that offers no STARTTLS and wants no password', async () => {
    const { port, seen } = await smtpServer({ disabledCommands: ['STARTTLS', 'AUTH'] });
    const mail = mailer(port, { SMTP_USER: '', SMTP_PASSWORD: '' });
    try {
      await mail.send(message);
    } finally {
      mail.onModuleDestroy();
    }
    expect(seen.messages).toHaveLength(1);
  });
});
