// `npm run start:service -- users [content ...]`: starts the named processes (distributed mode).
// One name runs that service's own main (it loads no other service); several share one launcher.
// Builds the server first when dist/ is missing, then runs on the pinned Node.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const names = process.argv.slice(2);
const own = names.length === 1 ? `dist/services/${names[0]}/src/main.js` : undefined;
const launcher = 'dist/services/launcher/src/main.js';
if (!existsSync(launcher)) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
// An unknown name falls through to the launcher, which lists the valid ones.
const args = own && names[0] !== 'launcher' && existsSync(own) ? [own] : [launcher, ...names];
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
