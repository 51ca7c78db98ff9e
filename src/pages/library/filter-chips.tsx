import { useRef, type KeyboardEvent } from 'react';
import { categories } from '../../content/categories';
import type { CategoryFilter } from './search-logic';

/** 'All Topics' then the six categories, in library order. */
const chips: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All Topics' },
  ...categories.map((category) => ({ value: category.slug, label: category.title })),
];

const keySteps: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

interface FilterChipsProps {
  value: CategoryFilter;
  onChange: (value: CategoryFilter) => void;
}

/**
 * The category filter as a WAI-ARIA radio group: one tab stop (the checked chip), arrow keys
 * move and check (wrapping), Home and End jump to the ends.
 */
export function FilterChips({ value, onChange }: FilterChipsProps) {
  const chipRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (index: number) => {
    const chip = chips[index];
    if (!chip) return;
    onChange(chip.value);
    chipRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = keySteps[event.key];
    if (step !== undefined) choose((index + step + chips.length) % chips.length);
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(chips.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div role="radiogroup" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {chips.map((chip, index) => {
        const checked = chip.value === value;
        return (
          <button
            key={chip.value}
            ref={(element) => {
              chipRefs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(chip.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={
              'inline-flex min-h-11 items-center gap-1 rounded-full border-2 px-4 py-1.5 font-bold transition-colors ' +
              (checked
                ? 'border-leaf-700 bg-leaf-700 text-white'
                : 'border-leaf-700 bg-white text-leaf-800 hover:bg-leaf-50')
            }
          >
            {checked && <span aria-hidden="true">✓</span>}
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
