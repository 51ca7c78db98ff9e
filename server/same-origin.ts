// Whether a form's post comes from the site's own pages (security review S5): any other page could
// otherwise make a visiting child's browser send a message in the child's name. Pure.

export interface PostHeaders {
  /** Sec-Fetch-Site, which every current browser sends. */
  fetchSite?: string;
  /** Origin, which older browsers send on a post instead. */
  origin?: string;
  /** The host the visitor asked for (behind a trusted proxy, the one it was asked for). */
  host: string;
}

/**
 * A post from this site's own page ("same-origin"), or typed or sent by a program ("none", or no
 * header at all: the founders' own tools, a test). Without Sec-Fetch-Site, an Origin must name
 * this host. Refused: another site's page, a sibling site's ("same-site"), an opaque origin ("null").
 */
export function fromThisSite({ fetchSite, origin, host }: PostHeaders): boolean {
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    // A Host header may name the default port that an Origin leaves out.
    const defaultPort = url.protocol === 'https:' ? '443' : '80';
    return url.host === host || `${url.hostname}:${url.port || defaultPort}` === host;
  } catch {
    return false;
  }
}
