// The line on a quiz's or a game's results that says the result is in the child's passport, or
// that this device cannot keep one, and leads to the passport page. On a classroom board the game
// is the class's, not one child's, and no line is shown: board mode marks the page while it is open
// (`data-board` on the root, src/board/board-shell.tsx). Its words are in this folder's words files
// (words.en.json, words.es.json); the passport it leads to is the same record in both languages.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type english from './words.en.json';
import { useAddress } from '../i18n/address';
import { useWords } from '../i18n/words';
import { PASSPORT_PATH } from '../site-map';
import { canKeepPassport } from './device';

export function PassportLine() {
  const words = useWords<typeof english>('passport');
  const address = useAddress();
  const [onBoard] = useState(() => document.documentElement.hasAttribute('data-board'));
  const [kept] = useState(canKeepPassport);
  if (onBoard) return null;
  return (
    <p className="mt-3 text-lg font-bold">
      <Link to={address(PASSPORT_PATH)} className="link">
        <span aria-hidden="true">{kept ? '📘 ' : '⚠️ '}</span>
        {kept ? words.saved() : words.notKept()}
      </Link>
    </p>
  );
}
