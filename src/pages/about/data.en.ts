// The About page's content in English (src/i18n/page-data.ts).
export { factChecking } from '../../content/fact-checking';
