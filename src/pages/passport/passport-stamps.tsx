import type { PassportRecord } from '../../passport/record';
import { stampProgress } from '../../passport/record';
import { stampCategories, stampRules } from './catalogue';

/** The six category stamps: a stamp once a category's three articles, quiz and game are done, else how far it has come. */
export function PassportStamps({ record }: { record: PassportRecord }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {stampRules.map((rule) => {
        const progress = stampProgress(record, rule);
        const category = stampCategories.find((each) => each.slug === rule.category);
        return (
          <li
            key={rule.category}
            className={`flex gap-4 rounded-3xl border-4 p-4 ${progress.stamped ? 'border-leaf-700 bg-leaf-50' : 'border-dashed border-gray-400 bg-white'}`}
          >
            <span
              aria-hidden="true"
              className={`grid h-16 w-16 shrink-0 place-items-center rounded-full border-4 text-3xl ${progress.stamped ? 'border-leaf-700 bg-white' : 'border-dashed border-gray-400 grayscale'}`}
            >
              {category?.emoji}
            </span>
            <div className="min-w-0">
              <h3 className="text-xl">{category?.title}</h3>
              <p className={`font-extrabold ${progress.stamped ? 'text-leaf-800' : 'text-ink-soft'}`}>
                {progress.stamped ? 'Stamped!' : 'Not stamped yet'}
              </p>
              <ul className="mt-1 text-base">
                <li>
                  <Done done={progress.articlesRead === progress.articlesNeeded} /> Articles read: {progress.articlesRead} of {progress.articlesNeeded}
                </li>
                <li>
                  <Done done={progress.quizDone} /> Quiz {progress.quizDone ? 'finished' : 'not finished yet'}
                </li>
                <li>
                  <Done done={progress.gamePlayed} /> Game {progress.gamePlayed ? 'played' : 'not played yet'}
                </li>
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A tick or an empty circle; the words beside it say the same. */
function Done({ done }: { done: boolean }) {
  return <span aria-hidden="true">{done ? '✅' : '⚪'}</span>;
}
