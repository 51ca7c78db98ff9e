import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { mainNavigation } from '../content/navigation';
import { site } from '../content/site';
import { SproutLogo } from '../components/art/sprout-logo';
import { navName, useShellWords } from './shell-words';
import { useAddress } from '../i18n/address';
import { LanguageLink } from './language-link';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-full px-4 font-bold no-underline transition-colors ${
    isActive ? 'bg-leaf-700 text-white' : 'text-ink hover:bg-leaf-100'
  }`;

/**
 * Sticky header: logo, the five main links, the other language's link, and a Menu button on small screens. The menu is a
 * popover, so it opens and closes before the app's code has arrived (or without it); the browser
 * reports the button as expanded or collapsed, closes the menu with Escape or a press outside it,
 * and the button keeps its one name.
 */
export function SiteHeader() {
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const words = useShellWords();
  const address = useAddress();
  // In a browser without popovers (before 2023), the app opens and closes the menu itself.
  const [fallback, setFallback] = useState<{ open: boolean } | null>(null);
  useEffect(() => {
    if (!('popover' in HTMLElement.prototype)) setFallback({ open: false });
  }, []);

  // A new page closes the menu (also covers the browser's back button and a link chosen in it);
  // one opened before the app arrived stays open.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    const menu = menuRef.current;
    if (fallback) setFallback({ open: false });
    else if (menu?.matches(':popover-open')) menu.hidePopover();
    // The fallback's state is not a reason to close it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    if (!fallback?.open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFallback({ open: false });
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallback?.open]);

  const links = mainNavigation.map((item) => (
    <li key={item.key}>
      <NavLink to={address(item.path)} end={item.path === '/'} className={linkClass}>
        {navName(words, item)}
      </NavLink>
    </li>
  ));

  return (
    <header className="site-header sticky top-0 z-40 border-b border-leaf-100 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2 sm:gap-4">
        <Link to={address('/')} className="flex min-h-11 items-center gap-2 rounded-full pr-2 no-underline">
          <SproutLogo />
          <span className="text-lg font-extrabold text-leaf-900 max-[22.5rem]:sr-only sm:text-xl">{site.name}</span>
        </Link>
        <nav aria-label={words.mainNavLabel()} className="main-nav hidden md:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <LanguageLink className="language-link ml-auto flex min-h-11 items-center rounded-full px-2 font-bold sm:px-3 text-leaf-800 underline-offset-4 hover:bg-leaf-100 md:ml-0" />
        <button
          type="button"
          className="menu-toggle btn-secondary !px-3 sm:!px-4 md:hidden"
          popoverTarget={menuId}
          aria-expanded={fallback ? fallback.open : undefined}
          onClick={fallback ? () => setFallback({ open: !fallback.open }) : undefined}
        >
          <MenuIcon />
          <span className="menu-word max-[24rem]:sr-only">{words.menu()}</span>
        </button>
      </div>
      <nav ref={menuRef} id={menuId} popover="auto" data-open={fallback?.open || undefined} aria-label={words.mainMenuLabel()} className="site-menu md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">{links}</ul>
      </nav>
    </header>
  );
}

/** Three bars, or a cross while the menu is open (site-menu in index.css). */
function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path className="menu-icon-bars" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <path className="menu-icon-cross" d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
