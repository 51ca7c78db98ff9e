// What people read in a source file: its comments, and the strings written as sentences (a test's
// name, a lint message, an error shown to an operator). tests/unit/doc-paths.test.ts looks for
// citations only there. A string with no space in it is a value the program uses (a path it reads,
// writes or hands to a tool), and running the program is what checks that value: a file a test
// creates on purpose is not a broken pointer.
//
// Everything else is blanked to spaces, line breaks kept, so that a citation found in the result is
// at the same line and column as in the file.
import ts from 'typescript';

/** The file's text with only its comments and sentence strings left, at their places. */
export function proseOf(file: string, text: string): string {
  if (file.endsWith('.md')) return text;
  const kept: [start: number, end: number][] = [];
  if (/\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/.test(file)) keptInScript(file, text, kept);
  else if (file.endsWith('.css')) keptByPattern(text, /\/\*[\s\S]*?\*\//g, kept);
  else if (file.endsWith('.sql')) keptByPattern(text, /--[^\n]*/g, kept);
  else if (file.endsWith('.html')) keptByPattern(text, /<!--[\s\S]*?-->/g, kept);
  const chars = text.replace(/[^\n]/g, ' ').split('');
  for (const [start, end] of kept) for (let index = start; index < end; index++) chars[index] = text[index] ?? ' ';
  return chars.join('');
}

function keptByPattern(text: string, pattern: RegExp, kept: [number, number][]) {
  for (const match of text.matchAll(pattern)) kept.push([match.index, match.index + match[0].length]);
}

const scriptKinds: Record<string, ts.ScriptKind> = { tsx: ts.ScriptKind.TSX, jsx: ts.ScriptKind.JSX, js: ts.ScriptKind.JS, mjs: ts.ScriptKind.JS, cjs: ts.ScriptKind.JS };

const isSentenceString = (node: ts.Node) =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) && /\s/.test(node.text);

/** The comments (around every token, so those inside JSX braces too) and the sentence strings of a script. */
function keptInScript(file: string, text: string, kept: [number, number][]) {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKinds[extension] ?? ts.ScriptKind.TS);
  const comments = new Map<number, number>();
  // JSX text is what the page shows: a `//` in it is not a comment, though the scanner would read one.
  const jsxTexts: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) jsxTexts.push([node.pos, node.end]);
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
      comments.set(range.pos, range.end);
    }
    if (isSentenceString(node)) kept.push([node.getStart(source), node.end]);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  for (const [start, end] of comments) {
    if (!jsxTexts.some(([textStart, textEnd]) => start >= textStart && start < textEnd)) kept.push([start, end]);
  }
}
