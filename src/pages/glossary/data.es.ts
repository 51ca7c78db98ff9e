// The glossary page's content in Spanish (src/i18n/page-data.ts): the Spanish entries, in Spanish order (ñ after n).
export { glossary } from '../../content/es/glossary';
