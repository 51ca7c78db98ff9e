// `npm start`: builds the site when dist/ is missing or older than the sources, then starts the
// server (server/main.ts), which prints the address it serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'scripts', 'index.html', 'package.json', 'vite.config.ts', 'public'];

/** The newest modification time under `path`. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const built = ['dist/404.html', 'dist/_headers', '.prerender/template.html'];
const builtAt = Math.min(...built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...SOURCES.map(newest))) {
  console.log(builtAt === 0 ? 'No build yet: building the site first...' : 'The sources changed since the last build: building...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync('node', ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 1);
