import { Link } from 'react-router-dom';
import { mainNavigation, passportLink, teachersLink } from '../content/navigation';
import { partners } from '../content/partners';
import { site } from '../content/site';
import { Disclaimer } from '../components/disclaimer';
import { SaveOfflineButton } from './save-offline-button';
import { navName, useShellWords } from './shell-words';
import { useAddress } from '../i18n/address';
import { LanguageLink } from './language-link';

const isExternal = (url: string) => url.startsWith('https://');

/** Footer: the trusted health sites, useful links, contact, the disclaimer and the credit lines. */
export function SiteFooter() {
  const words = useShellWords();
  const address = useAddress();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-leaf-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[2fr_1fr_1fr]">
        <section aria-labelledby="footer-partners">
          <h2 id="footer-partners" className="mb-4 text-xl text-white">
            {words.partnersHeading()}
          </h2>
          <p className="mb-4 text-leaf-100">{words.partnersNote({ site: site.name })}</p>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {partners.map((partner) => (
              <li key={partner.url}>
                {isExternal(partner.url) ? (
                  <a
                    href={partner.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="footer-link"
                  >
                    {partner.words ? words[partner.words]() : partner.name}
                    {(partner.orgWords || partner.org) && (
                      <span className="block text-sm font-normal text-leaf-100">{partner.orgWords ? words[partner.orgWords]() : partner.org}</span>
                    )}
                    <span className="sr-only"> {words.opensInNewTab()}</span>
                  </a>
                ) : (
                  <Link to={address(partner.url)} className="footer-link">
                    {partner.words ? words[partner.words]() : partner.name}
                    <span className="block text-sm font-normal text-leaf-100">{site.name}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful" className="mb-4 text-xl text-white">
            {words.usefulLinks()}
          </h2>
          <ul className="grid gap-1">
            {[...mainNavigation, teachersLink, passportLink].map((item) => (
              <li key={item.key}>
                <Link to={address(item.path)} className="footer-link">
                  {navName(words, item)}
                </Link>
              </li>
            ))}
            <li>
              <LanguageLink className="footer-link" />
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="mb-4 text-xl text-white">
            {words.connect()}
          </h2>
          <ul className="grid gap-1">
            <li>
              <a href={`mailto:${site.email}`} className="footer-link break-all">
                {site.email}
              </a>
            </li>
            <li>
              <Link to={address('/contact')} className="footer-link">
                {words.sendMessage()}
              </Link>
            </li>
            <li>
              <Link to={address('/privacy')} className="footer-link">
                {words.privacy()}
              </Link>
            </li>
            <li>
              <SaveOfflineButton className="footer-link text-left" />
            </li>
          </ul>
        </section>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-10">
        <Disclaimer tone="dark" />
        <div className="mt-6 space-y-1 text-sm text-leaf-100">
          <p>{words.credit()}</p>
          <p>{words.copyright({ year, site: site.name })}</p>
          <p>{words.illustrationCredit()}</p>
        </div>
      </div>
    </footer>
  );
}
