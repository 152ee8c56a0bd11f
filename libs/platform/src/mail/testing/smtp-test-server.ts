import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: Buffer;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<ephemeral port>, with user:pass when credentials were required. */
  url: string;
  received: ReceivedMail[];
  /** Connections opened so far, messages or not. */
  connections: () => number;
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** Recipients refused for good (550 at RCPT TO), as a mail server refuses an unknown mailbox. */
  refuse?: (address: string) => boolean;
}

/** A local SMTP server on an ephemeral port that keeps what it receives. */
export async function startSmtpTestServer(
  credentials?: { user: string; pass: string },
  options: SmtpTestServerOptions = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address.toLowerCase())) {
        const refusal = new Error('5.1.1 No such mailbox here') as Error & { responseCode: number };
        refusal.responseCode = 550;
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  // A client's connection dropped midway (a fault test cutting the line) is reported here; without a
  // listener the EventEmitter would throw it into the test process.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const auth = credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@` : '';
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
