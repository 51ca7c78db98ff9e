import { describe, expect, it } from 'vitest';
import { fromThisSite } from '../../../server/same-origin';

const host = 'healthsprout.example';

describe('a form post from the site’s own pages (security review S5)', () => {
  it('is taken from the site’s own page, or typed and sent by a program', () => {
    expect(fromThisSite({ fetchSite: 'same-origin', host })).toBe(true);
    expect(fromThisSite({ fetchSite: 'none', host })).toBe(true);
    expect(fromThisSite({ host })).toBe(true);
  });

  it('is refused from another site’s page, a sibling site’s, or an opaque origin, whatever the Origin says', () => {
    expect(fromThisSite({ fetchSite: 'cross-site', host })).toBe(false);
    expect(fromThisSite({ fetchSite: 'same-site', host })).toBe(false);
    expect(fromThisSite({ fetchSite: 'cross-site', origin: `https://${host}`, host })).toBe(false);
  });

  it('reads the Origin where a browser sends no Sec-Fetch-Site: this host only', () => {
    expect(fromThisSite({ origin: `https://${host}`, host })).toBe(true);
    expect(fromThisSite({ origin: 'http://localhost', host: 'localhost:80' })).toBe(true);
    expect(fromThisSite({ origin: 'http://127.0.0.1:4173', host: '127.0.0.1:4173' })).toBe(true);
    expect(fromThisSite({ origin: 'https://evil.example', host })).toBe(false);
    expect(fromThisSite({ origin: `https://${host}.evil.example`, host })).toBe(false);
    expect(fromThisSite({ origin: 'null', host })).toBe(false);
  });
});
