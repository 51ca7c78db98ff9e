// The line on a quiz's or a game's results that says the result is in the child's passport, or
// that this device cannot keep one, and leads to the passport page. On a classroom board the game
// is the class's, not one child's, and no line is shown: board mode marks the page while it is open
// (`data-board` on the root, src/board/board-shell.tsx).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PASSPORT_PATH } from '../site-map';
import { canKeepPassport } from './device';

export function PassportLine() {
  const [onBoard] = useState(() => document.documentElement.hasAttribute('data-board'));
  const [kept] = useState(canKeepPassport);
  if (onBoard) return null;
  return (
    <p className="mt-3 text-lg font-bold">
      <Link to={PASSPORT_PATH} className="link">
        <span aria-hidden="true">{kept ? '📘 ' : '⚠️ '}</span>
        {kept ? 'Saved in your passport' : 'Your passport cannot be kept on this device'}
      </Link>
    </p>
  );
}
