import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { mainNavigation } from '../content/navigation';
import { site } from '../content/site';
import { SproutLogo } from '../components/art/sprout-logo';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-full px-4 font-bold no-underline transition-colors ${
    isActive ? 'bg-leaf-700 text-white' : 'text-ink hover:bg-leaf-100'
  }`;

/** Sticky header: logo, the five main links, and a menu button on small screens. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // A new page closes the menu (also covers the browser's back button).
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = mainNavigation.map((item) => (
    <li key={item.path}>
      <NavLink to={item.path} end={item.path === '/'} className={linkClass} onClick={() => setMenuOpen(false)}>
        {item.name}
      </NavLink>
    </li>
  ));

  return (
    <header className="sticky top-0 z-40 border-b border-leaf-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-full pr-2 no-underline">
          <SproutLogo />
          <span className="text-xl font-extrabold text-leaf-900">{site.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <button
          type="button"
          className="btn-secondary !px-4 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          {menuOpen ? 'Close' : 'Menu'}
        </button>
      </div>
      <nav id={menuId} aria-label="Main menu" hidden={!menuOpen} className="border-t border-leaf-100 md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">{links}</ul>
      </nav>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
