// `npm run start:service -- users [content ...]`: starts the named processes (distributed mode).
// Builds the server first when dist/ is missing, then runs on the pinned Node.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const entry = 'dist/services/launcher/src/main.js';
if (!existsSync(entry)) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
const child = spawn(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
