// Starts a throwaway PostgreSQL server from Debian's postgresql package, for the API tests to run
// against a real server as well as PGlite (.ci/run installs the package). Postgres will not run as
// root, so as root it runs as the package's postgres user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  url: string;
  /** Stops the server as a crash or a host restart would, then starts it again on the same data. */
  restart(): void;
  /** Freezes every process of the server (SIGSTOP), as a hung host would; `thaw` goes on. */
  freeze(): void;
  thaw(): void;
  stop(): void;
}

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version ? join(root, version, 'bin') : '';
  return bin && existsSync(join(bin, 'pg_ctl')) ? bin : null;
}

/** Sends `signal` to the server of `data` and every process it started. */
function signalAll(data: string, signal: 'STOP' | 'CONT') {
  const postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]?.trim() ?? '';
  const children = spawnSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  for (const pid of [postmaster, ...children]) spawnSync('kill', [`-${signal}`, pid]);
}

/** A running server on a free-ish loopback port, or null when PostgreSQL is not installed. */
export function startTestPostgres(port = 54329): TestPostgres | null {
  const bin = postgresBin();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, command), asRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args, {
      stdio: 'pipe',
    });
  const dir = mkdtempSync(join(tmpdir(), 'healthsprout-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-k ${dir} -h 127.0.0.1 -p ${port} -F`, 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    freeze() {
      signalAll(data, 'STOP');
    },
    thaw() {
      signalAll(data, 'CONT');
    },
    restart() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      start();
    },
    stop() {
      spawnSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'] : ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
