import type { ReactNode } from 'react';

/** The soft green band at the top of a page: an optional picture, the page title and a lead line. */
export function PageHero({ title, lead, art, children }: { title: ReactNode; lead: string; art?: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-leaf-50 to-cream">
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-10 text-center">
        {art}
        <h1 className={`text-4xl sm:text-5xl ${art ? 'mt-4' : ''}`}>{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-xl text-ink-soft">{lead}</p>
        {children}
      </div>
    </section>
  );
}
