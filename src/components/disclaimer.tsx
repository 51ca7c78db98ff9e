import { useComponentWords } from './component-words';

/** The site-wide reminder that HealthSprout teaches and does not replace a doctor. */
export function Disclaimer({ tone = 'light', text }: { tone?: 'light' | 'dark'; text?: string }) {
  const words = useComponentWords();
  const colours =
    tone === 'dark' ? 'border-leaf-600 bg-leaf-800 text-white' : 'border-sun-400 bg-sun-100 text-ink';
  return (
    <aside aria-label={words.disclaimerLabel()} className={`flex gap-3 rounded-2xl border-2 p-4 ${colours}`}>
      <span aria-hidden="true" className="text-2xl">
        🩺
      </span>
      <p>
        <strong>{words.disclaimerLead()} </strong>
        {text ?? words.disclaimer()}
      </p>
    </aside>
  );
}
