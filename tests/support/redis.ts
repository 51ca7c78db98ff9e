// Starts a throwaway Redis server from Debian's redis-server package, for the tests of limits shared
// by several instances (.ci/run installs the package). Nothing is saved to disk.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';

export interface TestRedis {
  url: string;
  stop(): void;
}

const REDIS = '/usr/bin/redis-server';

/** Waits until something listens on `port`. */
async function listening(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A running server on a loopback port, or null when redis-server is not installed. */
export async function startTestRedis(port = 63790, { savesToDisk = false } = {}): Promise<TestRedis | null> {
  if (!existsSync(REDIS)) return null;
  // `savesToDisk` stands for Redis's default configuration (snapshots), in a folder of the system's temp.
  const saving = savesToDisk ? ['--save', '3600 1', '--dir', tmpdir(), '--dbfilename', `healthsprout-test-${port}.rdb`] : ['--save', ''];
  const child = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', ...saving, '--appendonly', 'no'], { stdio: 'ignore' });
  await listening(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      child.kill('SIGKILL');
    },
  };
}
