/** A performance mark at the first frame Pixi draws with the scene in it (read by `npm run bench`, which also times its floor page by it). */
export const FIRST_FRAME_MARK = 'healthsprout:first-game-frame';
