export type FeatureIconName = 'book' | 'game' | 'sprout' | 'gift';

/** Small drawings for the four feature cards. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg viewBox="0 0 48 48" className="h-12 w-12" aria-hidden="true" focusable="false">
      {name === 'book' && (
        <>
          <path d="M6 10c7-2 13-1 18 3v27c-5-4-11-5-18-3z" fill="#38bdf8" />
          <path d="M42 10c-7-2-13-1-18 3v27c5-4 11-5 18-3z" fill="#0369a1" />
          <path d="M11 17c3-1 6-.5 9 1M11 23c3-1 6-.5 9 1" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
      {name === 'game' && (
        <>
          <rect x="4" y="14" width="40" height="22" rx="11" fill="#f59e0b" />
          <path d="M14 20v10M9 25h10" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
          <circle cx="32" cy="22" r="3" fill="#fff" />
          <circle cx="37" cy="28" r="3" fill="#be123c" />
        </>
      )}
      {name === 'sprout' && (
        <>
          <path d="M24 42V22" stroke="#15803d" strokeWidth="4" strokeLinecap="round" />
          <path d="M24 26c-2-9-9-13-18-12 0 9 8 14 18 12z" fill="#22c55e" />
          <path d="M24 22c2-9 9-13 18-12 0 9-8 14-18 12z" fill="#16a34a" />
          <ellipse cx="24" cy="43" rx="12" ry="3" fill="#a16207" />
        </>
      )}
      {name === 'gift' && (
        <>
          <rect x="8" y="20" width="32" height="22" rx="3" fill="#a855f7" />
          <rect x="6" y="14" width="36" height="8" rx="3" fill="#7e22ce" />
          <path d="M24 14v28" stroke="#fcd34d" strokeWidth="5" />
          <path d="M24 14c-4-8-12-8-12-3s8 3 12 3zM24 14c4-8 12-8 12-3s-8 3-12 3z" fill="#fb7185" />
        </>
      )}
    </svg>
  );
}
