import { site } from '../content/site';

/** The site-wide reminder that HealthSprout teaches and does not replace a doctor. */
export function Disclaimer({ tone = 'light', text = site.disclaimer }: { tone?: 'light' | 'dark'; text?: string }) {
  const colours =
    tone === 'dark' ? 'border-leaf-600 bg-leaf-800 text-white' : 'border-sun-400 bg-sun-100 text-ink';
  return (
    <aside aria-label="Disclaimer" className={`flex gap-3 rounded-2xl border-2 p-4 ${colours}`}>
      <span aria-hidden="true" className="text-2xl">
        🩺
      </span>
      <p>
        <strong>Please remember: </strong>
        {text}
      </p>
    </aside>
  );
}
