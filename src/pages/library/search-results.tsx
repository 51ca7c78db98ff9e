import { Link } from 'react-router-dom';
import type { SearchEntry } from '../../content/search-index';
import { highlightParts } from './search-logic';

/** Text with each occurrence of the query wrapped in <mark>, built as elements, never as HTML. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-sun-300 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** The id of the option at `index`, for aria-activedescendant. */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

interface SearchResultsProps {
  open: boolean;
  listboxId: string;
  query: string;
  results: SearchEntry[];
  activeIndex: number;
  onChoose: (entry: SearchEntry) => void;
  onSuggest: () => void;
}

/**
 * The dropdown under the search box: the listbox of results, or a hint while nothing is typed,
 * or the no-results message with a link to the suggestion form. It stays in the page, hidden
 * while closed, so the combobox's aria-controls always points at the listbox.
 */
export function SearchResults({ open, listboxId, query, results, activeIndex, onChoose, onSuggest }: SearchResultsProps) {
  const trimmed = query.trim();
  return (
    <div
      hidden={!open}
      className="absolute inset-x-0 top-full z-20 mt-2 max-h-96 overflow-y-auto rounded-2xl border border-leaf-100 bg-white p-2 text-left shadow-lg"
    >
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Search results"
        hidden={results.length === 0}
        // Keep focus in the text box when an option is pressed, so it stays a combobox.
        onMouseDown={(event) => event.preventDefault()}
        className="grid gap-1"
      >
        {results.map((entry, index) => {
          const active = index === activeIndex;
          const id = optionId(listboxId, index);
          return (
            <li
              key={entry.link}
              id={id}
              role="option"
              aria-selected={active}
              // Named by all it shows, in the order it shows it (WCAG 2.5.3: a child using voice
              // control can say any of it): title, summary and category.
              onClick={() => onChoose(entry)}
              className={
                'flex min-h-11 cursor-pointer flex-col rounded-xl px-3 py-2 hover:bg-leaf-50 ' +
                (active ? 'bg-leaf-50 ring-2 ring-leaf-700 ring-inset' : '')
              }
            >
              <span className="font-bold text-ink">
                <Highlighted text={entry.title} query={query} />
              </span>
              <span className="text-sm text-ink-soft">
                <Highlighted text={entry.description} query={query} />
              </span>
              <span className="mt-1 text-xs font-bold tracking-wide text-leaf-800 uppercase">
                {entry.categoryTitle}
              </span>
            </li>
          );
        })}
      </ul>
      {open && results.length === 0 && trimmed === '' && (
        <p className="px-3 py-2 text-ink-soft">Type a word like flu, heart or sleep</p>
      )}
      {open && results.length === 0 && trimmed !== '' && (
        <div className="px-3 py-2">
          <p className="text-ink">No results found for "{trimmed}"</p>
          <Link to="/library#suggest-topic" onClick={onSuggest} className="link inline-flex min-h-11 items-center">
            Suggest a topic! 💡
          </Link>
        </div>
      )}
    </div>
  );
}
