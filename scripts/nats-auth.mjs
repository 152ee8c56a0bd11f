// Writes the NATS authorization block (k8s/base/nats-auth.conf): one user per Lakbay process, whose
// permissions allow only its own subjects and the replies it needs. The NATS server's configuration
// includes it (k8s/base/nats.conf, deploy/nats/nats.conf); the passwords are not in it: each is
// $NATS_PASSWORD_<PROCESS>, an environment variable of the NATS server taken from the Secret.
//   node scripts/nats-auth.mjs            rewrites k8s/base/nats-auth.conf
//   node scripts/nats-auth.mjs --check    exits 1 when the file differs from what this writes
// tests/deploy/nats-auth.spec.ts checks the call graph below against the services' code, and
// tests/integration/nats-permissions.int-spec.ts runs the file on a real nats-server.
//
// Subjects, as Nest's NATS transport writes them (libs/platform/src/transport/nats-namespaced.ts):
//   a command  {"cmd":"users.admin.list","ns":"lakbay"}   (tokens split at each '.')
//   an event   {"event":"content.changed","ns":"lakbay"}
//   a notice   lakbay.broadcast.content.invalidated      (libs/platform/src/broadcast)
//   a reply    _INBOX.<id>...                            (answered with allow_responses)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NATS_AUTH_FILE = fileURLToPath(new URL('../k8s/base/nats-auth.conf', import.meta.url));

/** The processes (libs/contracts PROCESS_NAMES). */
export const PROCESSES = ['bff', 'users', 'content', 'apprenticeship', 'scheduling', 'search', 'notifications'];

/**
 * What each process asks of the others: a service's whole command set ('users') or single commands
 * ('users.contacts'). The bff is the gateway and may send any command of the services it serves;
 * (every one's health too); a domain service may send only the commands its code sends.
 */
export const CALLS = {
  bff: ['users', 'content', 'apprenticeship', 'scheduling', 'search', 'notifications'],
  users: [
    'apprenticeship.privacy.erase',
    'apprenticeship.privacy.export',
    'content.privacy.erase',
    'content.privacy.export',
    'scheduling.privacy.erase',
    'scheduling.privacy.export',
  ],
  content: [],
  apprenticeship: ['users.coaches.directory', 'users.contacts'],
  scheduling: ['users.coaches.directory', 'users.contacts'],
  // Change feeds (libs/platform/src/changes): search reads content's and users'.
  search: ['content.changes', 'users.changes'],
  notifications: [],
};

/** The events each process takes (@HandlesEvent): the owners' "<owner>.changed" nudges. */
export const HANDLES_EVENTS = {
  search: ['content', 'users'],
};

/** Processes that own change feeds and emit "<owner>.changed" (libs/contracts EventMap). */
export const EMITS_EVENTS = ['content', 'users'];

/** Processes that publish broadcast notices "<ns>.broadcast.<process>.…" (libs/contracts BroadcastMap). */
export const BROADCASTS = ['content', 'users', 'scheduling', 'search'];

const json = (value) => JSON.stringify(value);
/** Every command of a service, in any installation: the first token is `{"cmd":"<service>`. */
const allCommandsOf = (service) => `{"cmd":"${service}.>`;
/** One command, in one installation's namespace (its last token holds the namespace). */
const command = (name, namespace) => json({ cmd: name, ns: namespace });

/** Each process's permissions, for the installation's NATS_NAMESPACE. */
export function permissions(namespace = 'lakbay') {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(namespace)) {
    throw new Error(`NATS namespace ${namespace}: letters, digits, - and _ only`);
  }
  const out = {};
  for (const process of PROCESSES) {
    const publish = [];
    for (const call of CALLS[process] ?? []) {
      publish.push(call.includes('.') ? command(call, namespace) : allCommandsOf(call));
    }
    if (EMITS_EVENTS.includes(process)) {
      publish.push(`{"event":"${process}.>`);
    }
    if (BROADCASTS.includes(process)) {
      publish.push(`${namespace}.broadcast.${process}.>`);
    }
    const subscribe = ['_INBOX.>', `${namespace}.broadcast.>`];
    if (process !== 'bff') {
      subscribe.push(allCommandsOf(process));
    }
    for (const owner of HANDLES_EVENTS[process] ?? []) {
      subscribe.push(`{"event":"${owner}.>`);
    }
    out[process] = { publish: { allow: publish }, subscribe: { allow: subscribe } };
  }
  return out;
}

/** The authorization block, in NATS configuration syntax (a JSON superset: strings are JSON). */
export function natsAuthConfig(namespace = 'lakbay') {
  const lines = [
    '# Written by scripts/nats-auth.mjs from its call graph: do not edit; run `node scripts/nats-auth.mjs`.',
    '# One user per Lakbay process (NATS_USER); its password is $NATS_PASSWORD_<PROCESS> in the NATS',
    "# server's environment (from the Secret). A process may publish only the commands it sends, its own",
    '# events and notices, and replies to what it received (allow_responses); it may subscribe only to',
    '# its own commands, the events it handles, notices, and the inboxes its requests are answered on.',
    'authorization {',
    '  users = [',
  ];
  for (const [process, perms] of Object.entries(permissions(namespace))) {
    lines.push('    {');
    lines.push(`      user: ${json(process)}`);
    lines.push(`      password: $NATS_PASSWORD_${process.toUpperCase()}`);
    lines.push('      permissions: {');
    lines.push(`        publish: { allow: [${perms.publish.allow.map(json).join(', ')}] }`);
    lines.push(`        subscribe: { allow: [${perms.subscribe.allow.map(json).join(', ')}] }`);
    lines.push('        allow_responses: true');
    lines.push('      }');
    lines.push('    }');
  }
  lines.push('  ]', '}', '');
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = natsAuthConfig();
  if (process.argv.includes('--check')) {
    if (readFileSync(NATS_AUTH_FILE, 'utf8') !== wanted) {
      console.error(`${NATS_AUTH_FILE} is out of date: run node scripts/nats-auth.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(NATS_AUTH_FILE, wanted);
  }
}
