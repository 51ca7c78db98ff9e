// The server's part of `npm run bench`: requests per second for a page and for the suggestion API
// (autocannon on loopback, bounded in time), and the security headers scored the way Mozilla's
// HTTP Observatory scores them (its published rules for the headers a response can show; the
// http-to-https redirect cannot be checked on loopback and is left out).
import autocannon from 'autocannon';

const SECONDS = 5;
const CONNECTIONS = 10;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Requests per second (mean) and p99 latency for a page and for stored suggestions. */
export async function measureServer(origin) {
  const page = await run({ url: `${origin}/library/diseases`, headers: { 'accept-encoding': 'br' } });
  const api = await run({
    url: `${origin}/api/suggestions`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ageGroup: 'teacher', topicSuggestion: 'A benchmark suggestion, please ignore.', agreeToShare: true }),
  });
  const figures = (result) => ({
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  });
  return { seconds: SECONDS, connections: CONNECTIONS, page: figures(page), api: figures(api) };
}

/**
 * Other visitors' pages during a storm of no-script form posts from one address (a class's shared
 * school address, or someone pressing Send in a loop): the page's p99 alone, then while the storm
 * runs. The storm meets the server's real limit, so almost all of it gets the cheap "busy" answer.
 */
export async function measureBusyStorm(origin) {
  const page = { url: `${origin}/library/diseases`, headers: { 'accept-encoding': 'br' }, connections: 4 };
  const alone = await run(page);
  const [during, storm] = await Promise.all([
    run(page),
    run({
      url: `${origin}/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Storm&email=storm%40example.com&message=A+benchmark+message%2C+please+ignore.',
      connections: 8,
    }),
  ]);
  return {
    seconds: SECONDS,
    aloneP99Ms: alone.latency.p99,
    duringP99Ms: during.latency.p99,
    stormRequestsPerSecond: Math.round(storm.requests.average),
    stormBusy: storm.statusCodeStats?.['429']?.count ?? 0,
    stormTotal: storm.requests.total,
  };
}

/**
 * The Observatory score of a page's headers: 100, plus or minus each rule's modifier. Its grade
 * is A+ from 100 up. Rules and modifiers as Observatory publishes them for CSP, HSTS, Referrer-
 * Policy, X-Content-Type-Options, X-Frame-Options, cookies (none here) and subresource integrity
 * (all scripts from the site itself).
 */
export function observatoryScore(headers) {
  const tests = [];
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';
  const scriptSrc = directive('script-src') || directive('default-src');
  if (!csp) tests.push(['csp-not-implemented', -25]);
  else if (/'unsafe-inline'/.test(scriptSrc) && !/'sha256-|'nonce-/.test(scriptSrc)) tests.push(['csp-implemented-with-unsafe-inline', -20]);
  else if (/'unsafe-eval'/.test(scriptSrc)) tests.push(['csp-implemented-with-unsafe-eval', -10]);
  else if (/'unsafe-inline'/.test(directive('style-src'))) tests.push(['csp-implemented-with-unsafe-inline-in-style-src-only', 0]);
  else if (directive('default-src') === "default-src 'none'") tests.push(['csp-implemented-with-no-unsafe-default-src-none', 10]);
  else tests.push(['csp-implemented-with-no-unsafe', 5]);

  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  const hstsAge = hsts ? Number(hsts[1]) : 0;
  tests.push(hstsAge >= 15768000 ? (/preload/.test(headers['strict-transport-security']) ? ['hsts-preloaded', 5] : ['hsts-implemented-max-age-at-least-six-months', 0]) : ['hsts-not-implemented', -20]);

  const referrer = headers['referrer-policy'] ?? '';
  tests.push(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer) ? ['referrer-policy-private', 5] : referrer ? ['referrer-policy-unsafe', -5] : ['referrer-policy-not-implemented', 0]);

  tests.push(headers['x-content-type-options'] === 'nosniff' ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-not-implemented', -5]);

  if (/frame-ancestors 'none'|frame-ancestors 'self'/.test(csp)) tests.push(['x-frame-options-implemented-via-csp', 5]);
  else tests.push(/^(deny|sameorigin)$/i.test(headers['x-frame-options'] ?? '') ? ['x-frame-options-sameorigin-or-deny', 0] : ['x-frame-options-not-implemented', -20]);

  tests.push(headers['set-cookie'] ? ['cookies-set', 0] : ['cookies-not-found', 0]);
  tests.push(['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0]);

  const score = 100 + tests.reduce((sum, [, modifier]) => sum + modifier, 0);
  const grade = score >= 100 ? 'A+' : score >= 90 ? 'A' : score >= 85 ? 'A-' : score >= 80 ? 'B+' : score >= 70 ? 'B' : score >= 60 ? 'C' : 'F';
  return { score, grade, tests };
}
