/** The HealthSprout mark: a sprout growing from a heart. Decorative; the name is beside it. */
export function SproutLogo({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#dcfce7" />
      <path
        d="M24 41c-8-5.5-13-10-13-15.5 0-3.6 2.8-6.3 6.2-6.3 2.8 0 4.9 1.6 6.8 4 1.9-2.4 4-4 6.8-4 3.4 0 6.2 2.7 6.2 6.3C37 31 32 35.5 24 41z"
        fill="#fb7185"
      />
      <path d="M24 24V10" stroke="#15803d" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 16c-1-5-5-7.5-10-7 0 5 4 8 10 7z" fill="#16a34a" />
      <path d="M24 13c1.2-4.6 4.8-6.8 9.5-6.4-.2 4.7-3.8 7.3-9.5 6.4z" fill="#22c55e" />
    </svg>
  );
}
