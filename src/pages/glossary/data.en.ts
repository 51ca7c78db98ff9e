// The glossary page's content in English (src/i18n/page-data.ts).
export { glossary } from '../../content/glossary';
