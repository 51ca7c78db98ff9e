// What a lesson needs: what its steps' uses call for (the board, A-D cards, the video, the
// worksheet), worked out from the plan, then the guide's own list. One home for each: a guide never
// retypes the board or the cards.
import type { TeacherGuide } from '../schemas';

/** Said for each kind of use the plan has, in this order. */
export const materialsForUses = {
  board:
    'The site on the classroom board or projector. Press Save for offline use at the foot of any page the day before, so the games, quiz and guide still work if the internet drops.',
  'class-quiz': 'A, B, C and D cards for each team (or teams say their answer aloud).',
  video:
    'Video access: the video plays from YouTube (youtube-nocookie.com), which many school filters block and which does not work offline. Play it through on the classroom computer before the lesson, and keep the step’s no-video plan ready.',
  worksheet: 'The worksheet, one copy each, and the answer key for you (under Print for the class).',
  guide: 'Printed copies of the printable guides the steps name, if you hand them out.',
} as const;

/** Everything the lesson needs, the steps' own first. */
export function lessonMaterials(guide: Pick<TeacherGuide, 'plan' | 'materials'>): string[] {
  const kinds = new Set(guide.plan.flatMap((step) => (step.uses ?? []).map((use) => use.kind)));
  const fromUses: string[] = [];
  if (kinds.has('game') || kinds.has('class-quiz')) fromUses.push(materialsForUses.board);
  if (kinds.has('class-quiz')) fromUses.push(materialsForUses['class-quiz']);
  if (kinds.has('video')) fromUses.push(materialsForUses.video);
  if (kinds.has('worksheet')) fromUses.push(materialsForUses.worksheet);
  if (kinds.has('guide')) fromUses.push(materialsForUses.guide);
  return [...fromUses, ...guide.materials];
}
