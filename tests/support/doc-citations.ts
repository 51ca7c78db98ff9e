// Finds where the code and the docs cite a file of this repository, a line of it or a section of a
// doc, and says which of those citations point at nothing (tests/unit/doc-paths.test.ts runs it
// over the whole repository). It is precise rather than greedy: only what names a known place is a
// citation, so that a failure always means a pointer a reader would follow and find broken. In a
// source file it reads only what people read (tests/support/prose-of-source.ts); in Markdown, all.
//
// What counts as a citation:
// - a path that starts with one of the repository's top-level folders (`src/engine/session.ts`,
//   `docs/`, `.ci/run`), not preceded by a letter, a digit, `.`, `/` or `@` (so an import such as
//   `../../src/forms/contact`, a web address or a package path is not one), with an optional line
//   suffix (`:12`, `:12-20`, `:31,138`) that must fall within the file;
// - a file at the repository's root named the way only root files are: an upper-case Markdown
//   name (`README.md`), `package.json`, `tsconfig.app.json`, `eslint.config.js`;
// - in a Markdown file, the target of a link, relative to that file, with its `#anchor`;
// - after a Markdown file (a path, the word README, or in a doc a sibling such as `decisions.md`),
//   a section: `§5` (a heading that starts `§5` or `5.`), a quoted heading (`"The server"`,
//   `§4 "Quiz"`), or "README's Deploying section"; a quoted name may also be a paragraph's bold
//   lead (tests/support/markdown-sections.ts says what a section is).
//
// What is not, by one rule rather than a list of exceptions: a path that is a pattern rather than
// a place, because it holds `<`, `>`, `*`, `{`, `}`, `$`, `...` or `…` (`src/games/<game>/`,
// `tests/e2e/...`, a template's `${category}`). Such a path names a shape the reader fills in.
// The one list is OUTSIDE_DOCUMENTS below: the documents the project started from, which live
// outside the repository.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { anchorsOf, missingSection, type Section } from './markdown-sections';
import { proseOf } from './prose-of-source';

/**
 * The documents the project was started from, kept outside this repository, and where the
 * repository restates each. The docs may name them as history (where the product departed from
 * the brief, what a review was asked for); code and the README cite the restatement, since a
 * reader of the repository cannot open them.
 */
const OUTSIDE_DOCUMENTS: Readonly<Record<string, string>> = {
  'SPEC.md': 'the original brief: cite docs/product.md, which keeps its section numbers',
  'DESIGN.md': 'the design card: cite docs/decisions.md or docs/architecture.md, which restate its choices',
  'VIDEOS.md': 'the brief for the category videos: cite docs/content-review-2026-11/videos.md, its record',
};

/** The folders a repository path starts with. */
const TOP_FOLDERS = ['src', 'server', 'scripts', 'tests', 'docs', 'lint', 'public', '.ci'] as const;

/** One citation that points at nothing. */
export interface BrokenCitation {
  /** Where it is written: the citing file (from the repository's root) and its 1-based line. */
  file: string;
  line: number;
  /** The citation as written. */
  cited: string;
  /** What is missing: a file, a line, a section or an anchor. */
  missing: string;
}

/** What the checker may ask of the repository. */
export interface Repository {
  /** Whether the path (from the root) is a file, a folder or nothing. */
  kind(path: string): 'file' | 'folder' | undefined;
  /** A file's text. */
  text(path: string): string;
}

/** The repository on disk, read from `root`. */
export function repositoryAt(root: string): Repository {
  const texts = new Map<string, string>();
  return {
    kind(path) {
      const full = join(root, path);
      if (!existsSync(full)) return undefined;
      return statSync(full).isDirectory() ? 'folder' : 'file';
    },
    text(path) {
      let text = texts.get(path);
      if (text === undefined) {
        text = readFileSync(join(root, path), 'utf8');
        texts.set(path, text);
      }
      return text;
    },
  };
}

/** How a citation names its target: a place from the root, or a link relative to its own file. */
interface Citation {
  index: number;
  cited: string;
  path: string;
  lines?: string;
  anchor?: string;
  sections: Section[];
}

const PATTERN = /[<>*{}$…]|\.\.\./;
const folders = TOP_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|');
// A path's characters, the pattern ones included so that a pattern is read whole and then skipped.
const pathText = String.raw`[\w.\-/<>*{}$]`;
const lineSuffix = String.raw`(?::(\d+(?:[-–]\d+)?(?:,\d+(?:[-–]\d+)?)*)(?![\w:]))?`;
// A quoted name may wrap onto the next line of a paragraph or a comment.
const quoted = String.raw`(?:"[^"]{1,160}"|“[^”]{1,160}”)`;
// Sections follow a comma or a space (`§4 "Quiz", §8`), or a line break with the comment's or the
// quotation's marker (`//`, `*`, `>`); after a file's name a colon starts a quotation of its words
// instead (`body-image.md`: "ads"), so only the bare word README takes one (README: "Deploying").
const space = String.raw`(?:\n\s*(?:\/\/|\*|>)?\s?|\s)?`;
const sectionTail = (colon: boolean) =>
  new RegExp(String.raw`^\x60?(?:${colon ? '[,:]' : ','}?${space}(?:§\s?\d+(?:\.\d+)*(?:\s?${quoted})?|${quoted}))+`);
const repositoryPath = new RegExp(String.raw`(?<![\w./@\-])((?:${folders})/${pathText}*)${lineSuffix}`, 'g');
const rootFile = new RegExp(
  String.raw`(?<![\w./@\-])([A-Z][A-Z0-9_-]*\.md|package(?:-lock)?\.json|tsconfig[\w.-]*\.json|[\w-]+\.config\.(?:ts|js|mjs))(?![\w/-])${lineSuffix}`,
  'g',
);
const readmeWord = /(?<![\w./-])README(?![\w.])/g;
const markdownLink = /\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const siblingDoc = /(?<![\w./@-])([a-z][\w-]*\.md)(?![\w/-])/g;
const namedSection = /^`?['’]s (?:[a-z]+ )*([A-Z][^.,;:()\n]*?) section\b/;

/** Strips the quotes from a quoted section name. */
const unquote = (text: string) => text.slice(1, -1).replace(/\s*\n\s*(?:\/\/|\*|>)?\s*/g, ' ');

/** The sections named right after a Markdown citation that ends at `end`. */
function sectionsAfter(text: string, end: number, colon = false): { sections: Section[]; length: number } {
  const rest = text.slice(end, end + 400);
  const named = namedSection.exec(rest);
  if (named?.[1]) return { sections: [{ name: named[1] }], length: named[0].length };
  const tail = sectionTail(colon).exec(rest)?.[0] ?? '';
  const sections: Section[] = [];
  for (const part of tail.matchAll(new RegExp(String.raw`§\s?(\d+(?:\.\d+)*)(?:\s?(${quoted}))?|(${quoted})`, 'g'))) {
    const name = part[2] ?? part[3];
    sections.push({ number: part[1], name: name === undefined ? undefined : unquote(name) });
  }
  return { sections, length: tail.length };
}

/** Every citation in a file's text. `file` is its path from the root, which decides how links resolve. */
function citationsIn(repository: Repository, file: string, text: string): Citation[] {
  const found: Citation[] = [];
  const isMarkdown = file.endsWith('.md');
  // A link's target is read once, as a link (relative to its file), not again as a path.
  const linkTargets: [start: number, end: number][] = [];
  if (isMarkdown) {
    for (const match of text.matchAll(markdownLink)) {
      const target = match[1] ?? '';
      const start = match.index + match[0].indexOf(`](${target}`) + 2;
      linkTargets.push([start, start + target.length]);
      if (/^[a-z]+:/i.test(target) || target.startsWith('/') || PATTERN.test(target)) continue;
      const [relative = '', anchor] = target.split('#');
      found.push({ index: match.index, cited: match[0], path: relative === '' ? file : normalize(join(dirname(file), relative)), anchor, sections: [] });
    }
  }
  const inLink = (index: number) => linkTargets.some(([start, end]) => index >= start && index < end);
  const add = (index: number, written: string, path: string, lines: string | undefined) => {
    if (inLink(index)) return;
    const end = index + written.length;
    const { sections, length } = path.endsWith('.md') ? sectionsAfter(text, end) : { sections: [], length: 0 };
    found.push({ index, cited: text.slice(index, end + length), path, lines, sections });
  };
  for (const match of text.matchAll(repositoryPath)) {
    // A full stop after a path ends the sentence; three dots make it a pattern.
    const path = (match[1] ?? '').replace(/\.$/, '');
    if (!PATTERN.test(match[1] ?? '')) add(match.index, match[2] === undefined ? path : match[0], path, match[2]);
  }
  // In a doc, a root-like name may be its own folder's file (docs/fact-checks/README.md).
  const folder = isMarkdown ? dirname(file) : '.';
  for (const match of text.matchAll(rootFile)) {
    const name = match[1] ?? '';
    add(match.index, match[0], folder !== '.' && repository.kind(join(folder, name)) === 'file' ? join(folder, name) : name, match[2]);
  }
  // The word README names the root README when a section follows it (README, "How to add a game").
  const named = (pattern: RegExp, pathOf: (name: string) => string, colon: boolean) => {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      const { sections, length } = sectionsAfter(text, end, colon);
      if (sections.length > 0) found.push({ index: match.index, cited: text.slice(match.index, end + length), path: pathOf(match[0]), sections });
    }
  };
  named(readmeWord, () => 'README.md', true);
  // A doc names its siblings by their bare name (see decisions.md); with a section after it, that is a citation.
  if (isMarkdown) named(siblingDoc, (name) => join(dirname(file), name), false);
  return found;
}

/** What a citation points at that is not there, or undefined when all of it is. */
function missingTarget(repository: Repository, file: string, text: string, citation: Citation): string | undefined {
  const path = citation.path.replace(/\/$/, '');
  // A doc's link to its own heading (`#anchor`) reads the text being checked.
  if (path === file && file.endsWith('.md')) return missingInMarkdown(text, path, citation);
  const outside = OUTSIDE_DOCUMENTS[path];
  if (outside !== undefined) return file.startsWith('docs/') ? undefined : `file ${path} (kept outside the repository; ${outside})`;
  const candidates = [path, ...['.ts', '.tsx', '.js', '.mjs', '.d.ts'].map((extension) => path + extension)];
  const found = candidates.find((candidate) => repository.kind(candidate) !== undefined);
  if (found === undefined) return `file ${citation.path}`;
  if (citation.lines !== undefined && repository.kind(found) === 'file') {
    const length = repository.text(found).split('\n').length;
    const beyond = citation.lines.split(/[,\-–]/).map(Number).find((line) => line < 1 || line > length);
    if (beyond !== undefined) return `line ${beyond} of ${found} (${length} lines)`;
  }
  if (!found.endsWith('.md') || repository.kind(found) !== 'file') return undefined;
  return missingInMarkdown(repository.text(found), found, citation);
}

/** The anchor or section a citation names that a Markdown file's text does not have. */
function missingInMarkdown(text: string, found: string, citation: Citation): string | undefined {
  if (citation.anchor !== undefined && citation.anchor !== '' && !anchorsOf(text).has(citation.anchor.toLowerCase())) return `anchor #${citation.anchor} in ${found}`;
  for (const section of citation.sections) {
    const missing = missingSection(text, section);
    if (missing !== undefined) return `${missing} in ${found}`;
  }
  return undefined;
}

/** The line (1-based) a character of `text` is on. */
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every citation in one file's text and the broken ones among them. */
export function checkText(repository: Repository, file: string, text: string): { checked: number; broken: BrokenCitation[] } {
  const citations = citationsIn(repository, file, proseOf(file, text));
  const broken = citations.flatMap((citation) => {
    const missing = missingTarget(repository, file, text, citation);
    return missing === undefined ? [] : [{ file, line: lineAt(text, citation.index), cited: citation.cited.trim(), missing }];
  });
  return { checked: citations.length, broken };
}
