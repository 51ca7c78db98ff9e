// The About page's content in Spanish (src/i18n/page-data.ts).
export { factChecking } from '../../content/es/fact-checking';
