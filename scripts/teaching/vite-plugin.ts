// Builds each category's printables for teachers from the site's own quiz and glossary data: the
// worksheet and its answer key as PDFs and the worksheet as an editable .docx, emitted into the
// build at /teach/{category}-worksheet.pdf, -answer-key.pdf and -worksheet.docx (the addresses
// src/content/teaching/lesson.ts gives the pages), and served by the dev server at the same.
import type { Plugin } from 'vite';
import { categorySlugs, type CategorySlug } from '../../src/content/schemas.ts';
import { printableFiles } from '../../src/content/teaching/lesson.ts';
import { renderAnswerKey, renderWorksheet } from './render-worksheet.ts';
import { renderWorksheetDocx } from './worksheet-docx.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Every printable: its address and how to make it. */
function printables(): { path: string; type: string; render: () => Promise<Uint8Array> }[] {
  return categorySlugs.flatMap((category: CategorySlug) => {
    const files = printableFiles(category);
    return [
      { path: files.worksheet, type: 'application/pdf', render: () => renderWorksheet(category) },
      { path: files.answerKey, type: 'application/pdf', render: () => renderAnswerKey(category) },
      { path: files.editable, type: DOCX, render: () => renderWorksheetDocx(category) },
    ];
  });
}

export function teachingPrintablesPlugin(): Plugin {
  return {
    name: 'healthsprout-teaching-printables',
    async generateBundle() {
      if (this.environment.config.consumer === 'server') return; // the prerender build serves no files
      const all = printables();
      for (const printable of all) this.emitFile({ type: 'asset', fileName: printable.path.slice(1), source: await printable.render() });
      console.log(`  teaching: ${all.length} printables rendered`);
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const printable = printables().find((file) => file.path === request.url);
        if (!printable) return next();
        response.setHeader('Content-Type', printable.type);
        response.end(Buffer.from(await printable.render()));
      });
    },
  };
}
