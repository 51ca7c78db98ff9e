/** Home hero art: two kids with a giant heart, a stethoscope, an apple and a growing sprout. */
export function HeroKids({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 420 340" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="210" cy="318" rx="180" ry="16" fill="#bbf7d0" />
      <circle cx="330" cy="60" r="34" fill="#fcd34d" />
      <g stroke="#fcd34d" strokeWidth="6" strokeLinecap="round">
        <path d="M330 10v-8M372 60h8M360 30l6-6M300 30l-6-6M360 90l6 6" />
      </g>
      {/* big heart */}
      <path
        d="M210 262c-52-34-84-62-84-98 0-23 18-40 40-40 18 0 32 10 44 25 12-15 26-25 44-25 22 0 40 17 40 40 0 36-32 64-84 98z"
        fill="#fb7185"
      />
      <path d="M160 150c6-10 16-14 26-12" stroke="#fff" strokeWidth="8" strokeLinecap="round" fill="none" opacity=".6" />
      {/* stethoscope over the heart */}
      <path d="M178 118v30c0 22 14 36 32 36s32-14 32-36v-30" stroke="#0f766e" strokeWidth="7" fill="none" strokeLinecap="round" />
      <path d="M210 184v26" stroke="#0f766e" strokeWidth="7" strokeLinecap="round" />
      <circle cx="210" cy="218" r="11" fill="#e0f2fe" stroke="#0f766e" strokeWidth="6" />
      {/* left kid */}
      <g>
        <rect x="52" y="196" width="54" height="74" rx="24" fill="#38bdf8" />
        <rect x="58" y="262" width="16" height="44" rx="8" fill="#1e3a8a" />
        <rect x="84" y="262" width="16" height="44" rx="8" fill="#1e3a8a" />
        <circle cx="79" cy="168" r="30" fill="#c68642" />
        <path d="M50 162c0-22 14-34 30-34s30 10 30 30c-10-8-24-12-36-8-8 3-16 8-24 12z" fill="#3b2416" />
        <circle cx="69" cy="170" r="3.5" fill="#1f2937" />
        <circle cx="89" cy="170" r="3.5" fill="#1f2937" />
        <path d="M70 182c5 5 13 5 18 0" stroke="#1f2937" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M104 210c16-8 26-20 30-34" stroke="#c68642" strokeWidth="12" strokeLinecap="round" fill="none" />
      </g>
      {/* right kid holding an apple */}
      <g>
        <rect x="314" y="196" width="54" height="74" rx="24" fill="#a78bfa" />
        <rect x="320" y="262" width="16" height="44" rx="8" fill="#374151" />
        <rect x="346" y="262" width="16" height="44" rx="8" fill="#374151" />
        <circle cx="341" cy="168" r="30" fill="#f1c27d" />
        <path d="M310 170c-2-26 14-40 32-40 18 0 32 14 30 40-6-14-18-22-32-22s-24 8-30 22z" fill="#b45309" />
        <circle cx="331" cy="170" r="3.5" fill="#1f2937" />
        <circle cx="351" cy="170" r="3.5" fill="#1f2937" />
        <path d="M332 182c5 5 13 5 18 0" stroke="#1f2937" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M316 214c-12-4-20-12-24-22" stroke="#f1c27d" strokeWidth="12" strokeLinecap="round" fill="none" />
        <circle cx="286" cy="184" r="16" fill="#ef4444" />
        <path d="M286 168c0-6 3-10 8-12" stroke="#15803d" strokeWidth="4" strokeLinecap="round" fill="none" />
      </g>
      {/* sprout */}
      <path d="M210 262v-6" stroke="#15803d" strokeWidth="5" />
      <path d="M40 318c0-18 0-30 0-42" stroke="#15803d" strokeWidth="5" strokeLinecap="round" />
      <path d="M40 290c-4-14-16-20-30-18 2 14 14 20 30 18z" fill="#22c55e" />
      <path d="M40 282c4-14 16-20 30-18-2 14-14 20-30 18z" fill="#16a34a" />
      <path d="M384 318v-30" stroke="#15803d" strokeWidth="5" strokeLinecap="round" />
      <path d="M384 298c4-12 14-17 26-15-2 12-12 17-26 15z" fill="#22c55e" />
    </svg>
  );
}
