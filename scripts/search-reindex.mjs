// npm run search:reindex [-- --wait=SECONDS]: rebuilds the search index from the owners' change
// feeds (the cursors are reset, the index is cleared, every feed is pulled from the start).
// - Distributed mode: sends 'search.reindex' to the search service over NATS and prints its answer.
// - Standalone mode: the running process's in-process transport cannot be reached from here, so
//   this leaves a request in DATA_DIR/search that the search service carries out at once (or at
//   its next start, when Lakbay is not running), and waits for its result.
// Reads the same environment as the platform. Needs the built server (npm run build:server).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PLATFORM = join(ROOT, 'dist/libs/platform/src/index.js');
const REQUEST_FILE = 'reindex.request';
const STARTED_FILE = 'reindex.started';
const DONE_FILE = 'reindex.done';
/** A running search service takes a request at once (a file watch) or within 5 s (its own check). */
const PICKUP_SECONDS = 15;

const waitArg = process.argv.slice(2).find((a) => a.startsWith('--wait='));
const waitSeconds = waitArg ? Number(waitArg.slice('--wait='.length)) : 600;
if (!Number.isFinite(waitSeconds) || waitSeconds <= 0) {
  console.error('--wait must be a number of seconds.');
  process.exit(2);
}

if (!existsSync(PLATFORM)) {
  console.error('The server is not built: run npm run build:server first.');
  process.exit(1);
}
const require = createRequire(import.meta.url);
require('reflect-metadata');
const { ConfigError, ServiceClient, createTransportClient, loadConfig } = require(PLATFORM);

function describe(status) {
  const owners = Object.entries(status.owners)
    .map(([owner, sync]) => `${owner} at ${sync.cursor}${sync.error ? ` (not reachable: ${sync.error}; it fills in when it answers)` : ''}`)
    .join(', ');
  return `Search index rebuilt: ${status.documents} documents (${status.engine} engine); feeds: ${owners}.`;
}

async function distributed(config) {
  const client = createTransportClient(config, 'search');
  await client.connect();
  try {
    const status = await new ServiceClient(client, config).send('search.reindex', {}, waitSeconds * 1000);
    console.log(describe(status));
  } finally {
    await client.close();
  }
}

async function standalone(config) {
  const dir = config.search.dir;
  mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  const temporary = join(dir, `${REQUEST_FILE}.${process.pid}.tmp`);
  writeFileSync(temporary, id);
  renameSync(temporary, join(dir, REQUEST_FILE));
  const read = (name) => {
    try {
      const content = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      return content.id === id ? content : undefined;
    } catch {
      return undefined;
    }
  };
  const started = Date.now();
  let taken = false;
  while (Date.now() - started < (taken ? waitSeconds : Math.min(waitSeconds, PICKUP_SECONDS)) * 1000) {
    await new Promise((r) => setTimeout(r, 200));
    const done = read(DONE_FILE);
    if (done?.error) {
      throw new Error(`The search service could not rebuild the index: ${done.error}`);
    }
    if (done) {
      console.log(describe(done.status));
      return;
    }
    if (!taken && read(STARTED_FILE)) {
      taken = true;
      console.log('The running search service is rebuilding the index...');
    }
  }
  console.log(
    taken
      ? `The rebuild did not finish within ${waitSeconds} s; it goes on in the running search service (see its log).`
      : `No running Lakbay took the request within ${PICKUP_SECONDS} s. It stays in ${join(dir, REQUEST_FILE)}: the index is rebuilt at the next start.`,
  );
}

try {
  const config = loadConfig();
  await (config.mode === 'distributed' ? distributed(config) : standalone(config));
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `search:reindex failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
