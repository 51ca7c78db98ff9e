// The printed passport: a name typed there and then (kept on this device only if the child asks,
// and never sent), and one sheet with the stamps, badges, quiz bests and articles read. The sheet is
// drawn outside the page while printing, and the print stylesheet shows only it
// (src/index.css, "Printing the passport").
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { stampProgress, type PassportRecord } from '../../passport/record';
import { stampCategories, stampRules } from './catalogue';
import { gamesWithBadges } from './badges';
import { rememberedName, rememberName } from '../../passport/keep';
import { quizTitle, readArticles } from './passport-lists';

/** The longest name the sheet has room for. */
export const MAX_NAME = 40;

export function PassportPrint({ record }: { record: PassportRecord }) {
  const id = useId();
  const [name, setName] = useState('');
  const [remember, setRemember] = useState(false);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    const kept = rememberedName();
    if (kept) {
      setName(kept.slice(0, MAX_NAME));
      setRemember(true);
    }
  }, []);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    document.body.classList.add('printing-passport');
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('printing-passport');
    };
  }, [printing]);

  const changeRemember = (on: boolean) => {
    setRemember(on);
    rememberName(on ? name.trim() : null);
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <label htmlFor={`${id}-name`} className="text-lg font-bold">
          Your name for the printed passport
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          maxLength={MAX_NAME}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (remember) rememberName(event.target.value.trim());
          }}
          className="min-h-11 w-full max-w-md rounded-xl border-2 border-ink-soft px-3 text-lg"
        />
        <label className="choice-pill w-fit">
          <input type="checkbox" checked={remember} onChange={(event) => changeRemember(event.target.checked)} className="h-5 w-5 accent-leaf-700" />
          Remember my name on this device
        </label>
        <p className="text-base text-ink-soft">
          Your name is only printed. It is never sent anywhere, and it is kept on this device only if you tick the box.
        </p>
      </div>
      <button type="button" className="btn-primary w-fit" onClick={() => setPrinting(true)}>
        <span aria-hidden="true">🖨️ </span>Print my passport
      </button>
      {printing && createPortal(<PrintedPassport record={record} name={name.trim()} />, document.body)}
    </div>
  );
}

/** The sheet that is printed: plain black on white, every mark said in words too. */
function PrintedPassport({ record, name }: { record: PassportRecord; name: string }) {
  const badges = gamesWithBadges.flatMap((game) => game.badges.filter((badge) => record.games[game.id]?.badges.includes(badge.id)));
  const quizzes = stampCategories.flatMap((category) => {
    const best = record.quizzes[category.slug];
    return best ? [[category.slug, best] as const] : [];
  });
  const articles = readArticles(record);
  return (
    <div id="passport-sheet" className="passport-sheet">
      <h1>My Health Passport</h1>
      <p className="passport-sheet-name">
        This passport belongs to: <strong>{name || '______________________'}</strong>
      </p>
      <p>Printed on {new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })} from HealthSprout.</p>
      <h2>Stamps</h2>
      <ul className="passport-sheet-stamps">
        {stampRules.map((rule) => {
          const category = stampCategories.find((each) => each.slug === rule.category);
          const stamped = stampProgress(record, rule).stamped;
          return (
            <li key={rule.category} className={stamped ? 'stamped' : ''}>
              <span aria-hidden="true">{category?.emoji}</span> {category?.title}: {stamped ? 'stamped' : 'not yet'}
            </li>
          );
        })}
      </ul>
      <h2>Badges earned: {badges.length}</h2>
      {badges.length > 0 && (
        <ul>
          {badges.map((badge, index) => (
            <li key={`${badge.id}-${index}`}>
              <span aria-hidden="true">{badge.emoji}</span> {badge.name}
            </li>
          ))}
        </ul>
      )}
      <h2>Quiz bests</h2>
      {quizzes.length === 0 ? (
        <p>No quiz finished yet.</p>
      ) : (
        <ul>
          {quizzes.map(([category, best]) => (
            <li key={category}>
              {quizTitle(category)}: {best.best} out of {best.total}
            </li>
          ))}
        </ul>
      )}
      <h2>Articles read: {articles.length}</h2>
      {articles.length > 0 && (
        <ul className="passport-sheet-articles">
          {articles.map((article) => (
            <li key={article.id}>{article.title}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
