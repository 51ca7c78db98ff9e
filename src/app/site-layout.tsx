import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { localeOf } from '../site-map';
import { LocaleContext } from '../i18n/words';
import { useShellWords } from './shell-words';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { BackToTop } from './back-to-top';
import { ToasterHost } from './toaster-host';
import { UpdatePrompt } from './update-prompt';

/**
 * The frame of every page: skip link, header, the page, footer, back-to-top, toasts and the offer
 * of a new version, in the page's language (its address says which: src/site-map.ts).
 */
export function SiteLayout({ children }: { children?: React.ReactNode }) {
  const locale = localeOf(useLocation().pathname);
  // The built page says its language; a page the app draws itself (offline, from the Not-found
  // page's file, or after a move to the other language) says it here.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleContext value={locale}>
      <Frame>{children}</Frame>
    </LocaleContext>
  );
}

function Frame({ children }: { children?: React.ReactNode }) {
  useFocusOnNavigation();
  const words = useShellWords();
  return (
    <>
      <div id="top" tabIndex={-1} className="outline-none" />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-sun-300 px-5 py-3 font-bold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {words.skipToContent()}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <BackToTop />
      <ToasterHost />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}

/** After a client-side navigation, screen readers and keyboards start at the new page's content. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}
