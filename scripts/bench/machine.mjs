// What the machine under the bench costs for the work a browser does most: touching new memory,
// calling the kernel and starting processes. The timings of the bench (Lighthouse, first frames)
// are only as comparable as the machines they ran on; these readings say how this one compares.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const PAGE = 4096;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const elapsedMs = (start) => Number(process.hrtime.bigint() - start) / 1e6;

/** Microseconds to touch one new 4 KB page of memory, over 256 MB freshly allocated (median of 3). */
function pageTouchUs() {
  const size = 256 * 1024 * 1024;
  const runs = [0, 1, 2].map(() => {
    const start = process.hrtime.bigint();
    const buffer = Buffer.allocUnsafeSlow(size);
    for (let offset = 0; offset < size; offset += PAGE) buffer[offset] = 1;
    return (elapsedMs(start) * 1000) / (size / PAGE);
  });
  return median(runs);
}

/** Microseconds for one read of one byte from /dev/zero: a kernel call, with Node's own cost around it. */
function kernelCallUs() {
  const fd = openSync('/dev/zero', 'r');
  const byte = Buffer.alloc(1);
  const calls = 100_000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i += 1) readSync(fd, byte, 0, 1, null);
  const us = (elapsedMs(start) * 1000) / calls;
  closeSync(fd);
  return us;
}

/** Milliseconds to start and end a process that does nothing (/bin/true), median of 20. */
function processStartMs() {
  return median(
    Array.from({ length: 20 }, () => {
      const start = process.hrtime.bigint();
      spawnSync('/bin/true');
      return elapsedMs(start);
    }),
  );
}

/** Nanoseconds for one turn of a plain JavaScript loop: the CPU alone, with no memory or kernel in it. */
function loopNs() {
  const turns = 100_000_000;
  const start = process.hrtime.bigint();
  let sum = 0;
  for (let i = 0; i < turns; i += 1) sum += i & 7;
  if (sum < 0) throw new Error('unreachable');
  return (elapsedMs(start) * 1e6) / turns;
}

/** The guest kernel's settings that change what memory costs (a virtual machine giving free memory back to its host). */
function kernelMemorySettings() {
  try {
    return readFileSync('/proc/cmdline', 'utf8').split(/\s+/).filter((word) => /page_reporting|pvm|balloon/.test(word));
  } catch {
    return [];
  }
}

/** One reading of the machine. */
export function measureMachine() {
  return {
    cores: cpus().length,
    loadAverage1m: Number(loadavg()[0].toFixed(2)),
    loopNs: Number(loopNs().toFixed(2)),
    pageTouchUs: Number(pageTouchUs().toFixed(2)),
    kernelCallUs: Number(kernelCallUs().toFixed(2)),
    processStartMs: Number(processStartMs().toFixed(2)),
    kernel: kernelMemorySettings(),
  };
}

/** A reading as one line of the bench's output. */
export function describeMachine(reading) {
  return (
    `${reading.cores} cores, load ${reading.loadAverage1m}; a loop turn ${reading.loopNs} ns; a new 4 KB page touched ` +
    `${reading.pageTouchUs} µs; a kernel call ${reading.kernelCallUs} µs; a process started ${reading.processStartMs} ms` +
    (reading.kernel.length ? ` (kernel: ${reading.kernel.join(' ')})` : '')
  );
}

// `node scripts/bench/machine.mjs` prints one reading alone.
if (import.meta.url === `file://${process.argv[1]}`) console.log(describeMachine(measureMachine()));
