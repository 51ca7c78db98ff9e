// The parts of a Markdown file a citation can name: its headings (and the anchors GitHub makes of
// them), its numbered sections (`## §5 Rules`, `## 4. Suggested statements`) and the bold leads
// that open a paragraph (`**Quiz.**`), which is how the product doc and the README name their
// smaller parts. tests/support/doc-citations.ts asks these of the docs it finds cited.

/** A section named after a Markdown file: a § number, a quoted name, or both (`§4 "Quiz"`). */
export interface Section {
  number?: string;
  name?: string;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A Markdown heading or bold lead, as plain words (code spans, links and emphasis unwrapped). */
const plain = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/[’‘]/g, "'")
    .trim();
/** A heading's or lead's name as a citation quotes it: without its number, its trailing (note) or its full stop. */
const nameOf = (text: string) =>
  plain(text)
    .replace(/^§?\d+(?:\.\d+)*\.?\s+/, '')
    .replace(/\s*\([^()]*\)$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
const sameName = (part: string, cited: string) => nameOf(part) === nameOf(cited) || plain(part).toLowerCase() === plain(cited).toLowerCase();

interface Heading {
  level: number;
  text: string;
  line: number;
}

/** A Markdown file's headings (outside fenced code) and the bold leads that name its smaller parts. */
function outline(text: string): { headings: Heading[]; leads: { text: string; line: number }[] } {
  const headings: Heading[] = [];
  const leads: { text: string; line: number }[] = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) headings.push({ level: heading[1]?.length ?? 1, text: plain(heading[2] ?? ''), line: index });
    const lead = /^(?:\s*(?:[-*]|\d+\.)\s+)?\*\*([^*]+)\*\*/.exec(line);
    if (lead) leads.push({ text: plain(lead[1] ?? ''), line: index });
  });
  return { headings, leads };
}

/** The anchors a Markdown file's headings make, duplicates numbered as GitHub numbers them. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const { text: heading } of outline(text).headings) {
    const base = anchorOf(heading);
    let anchor = base;
    for (let count = 1; anchors.has(anchor); count++) anchor = `${base}-${count}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** What is missing of one section in a Markdown file's text, or undefined when it is there. */
export function missingSection(text: string, { number, name }: Section): string | undefined {
  const { headings, leads } = outline(text);
  let first = 0;
  let last = Number.POSITIVE_INFINITY;
  if (number !== undefined) {
    const numbered = new RegExp(`^(?:§\\s?)?${number.replace(/\./g, '\\.')}(?:\\.(?!\\d)|\\s|$)`);
    const at = headings.findIndex((heading) => numbered.test(heading.text));
    const heading = headings[at];
    if (!heading) return `section §${number}`;
    first = heading.line;
    last = headings.slice(at + 1).find((next) => next.level <= heading.level)?.line ?? last;
  }
  if (name === undefined) return undefined;
  const inRange = ({ line }: { line: number }) => line >= first && line < last;
  const named = [...headings, ...leads].some((part) => inRange(part) && sameName(part.text, name));
  return named ? undefined : `section ${number === undefined ? '' : `§${number} `}"${name}"`;
}
