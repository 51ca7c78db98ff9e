import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchEntries, type SearchEntry } from '../../content/search-index';
import { typedBeforeApp } from '../../lib/before-app';
import { FilterChips } from './filter-chips';
import { optionId, SearchResults } from './search-results';
import { moveActive, resultsAnnouncement, searchArticles, type CategoryFilter } from './search-logic';

/**
 * The E-Library search (docs/product.md §4 "Search widget"): a WAI-ARIA 1.2 combobox with a listbox
 * popup, category chips, and a polite live region saying how many results there are.
 */
export function SearchWidget() {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Set when the clear button hands focus back, so that focus does not reopen the dropdown.
  const skipOpenOnFocus = useRef(false);
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;

  const results = searchArticles(searchEntries, query, filter);
  const active = open && activeIndex < results.length ? activeIndex : -1;
  const showsSuggestLink = open && query.trim() !== '' && results.length === 0;
  // aria-expanded says whether the listbox itself shows; the hint and the no-results message are
  // not options (the live region announces "No results").
  const listboxShown = open && results.length > 0;

  // A search typed before the app arrived is answered as the app takes the page over.
  useEffect(() => {
    const typed = typedBeforeApp(inputRef.current, '');
    if (!typed) return;
    setQuery(typed);
    if (document.activeElement === inputRef.current) setOpen(true);
  }, []);

  // A click or tap anywhere outside the widget closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Arrow keys can move past the visible part of the scrolling dropdown.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (entry: SearchEntry) => {
    close();
    void navigate(entry.link);
  };

  const clear = () => {
    setQuery('');
    close();
    skipOpenOnFocus.current = document.activeElement !== inputRef.current;
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex(moveActive(active, results.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const entry = results[active];
      if (entry) {
        event.preventDefault();
        choose(entry);
      }
    } else if (event.key === 'Escape' && (open || query !== '')) {
      // As in the APG combobox: the first Escape closes the dropdown, a second one clears the box.
      event.preventDefault();
      if (open) close();
      else setQuery('');
    } else if (event.key === 'Tab' && !showsSuggestLink) {
      // Leaving the box closes the dropdown, unless it holds the suggest-a-topic link to Tab to.
      close();
    }
  };

  // Focus moving to something outside the widget (Tab past the last control) closes the dropdown.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  return (
    <div ref={rootRef} onBlur={onBlur} className="grid gap-4">
      <label htmlFor={inputId} className="text-xl font-extrabold text-leaf-900">
        Search the E-Library
      </label>
      <FilterChips
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setActiveIndex(-1);
        }}
      />
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          className="pointer-events-none absolute top-1/2 left-4 size-6 -translate-y-1/2 text-leaf-800"
        >
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={listboxShown}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(listboxId, active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Try flu, heart or sleep"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            if (skipOpenOnFocus.current) skipOpenOnFocus.current = false;
            else setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-14 w-full rounded-full border-2 border-leaf-700 bg-white pr-14 pl-12 text-lg text-ink shadow-sm placeholder:text-ink-soft"
        />
        {query !== '' && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={clear}
            className="absolute top-1/2 right-1.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-ink-soft hover:bg-leaf-50 hover:text-ink"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" className="size-5">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        )}
        <SearchResults
          open={open}
          listboxId={listboxId}
          query={query}
          results={results}
          activeIndex={active}
          onChoose={choose}
          onSuggest={close}
        />
      </div>
      <p role="status" className="sr-only">
        {open ? resultsAnnouncement(query, results.length) : ''}
      </p>
    </div>
  );
}
