// The build's compress step makes brotli and gzip copies of this release's files, and leaves the
// last release's files, put back with their copies, alone (issue 34: it grew with every build).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compress } from '../../../scripts/build/compress';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dist() {
  const dir = mkdtempSync(join(tmpdir(), 'compress-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  return dir;
}

describe('compress', () => {
  it('writes .br and .gz beside every text file of 1 KB or more, and leaves small ones', () => {
    const dir = dist();
    writeFileSync(join(dir, 'page.html'), '<p>hello</p>'.repeat(200));
    writeFileSync(join(dir, 'small.js'), 'let a = 1;');
    expect(compress(dir).files).toBe(1);
    expect(existsSync(join(dir, 'page.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'page.html.gz'))).toBe(true);
    expect(existsSync(join(dir, 'small.js.br'))).toBe(false);
  });

  it('leaves a kept file that has both copies, and compresses a kept file that lacks one', () => {
    const dir = dist();
    for (const name of ['assets/old.js', 'assets/half.js', 'assets/new.js']) writeFileSync(join(dir, name), 'console.log(1);'.repeat(200));
    writeFileSync(join(dir, 'assets/old.js.br'), 'old copy');
    writeFileSync(join(dir, 'assets/old.js.gz'), 'old copy');
    writeFileSync(join(dir, 'assets/half.js.br'), 'old copy');
    expect(compress(dir, ['assets/old.js', 'assets/half.js']).files).toBe(2);
    expect(readFileSync(join(dir, 'assets/old.js.br'), 'utf8')).toBe('old copy');
    expect(readFileSync(join(dir, 'assets/half.js.br'), 'utf8')).not.toBe('old copy');
    expect(existsSync(join(dir, 'assets/new.js.gz'))).toBe(true);
  });
});
