// The numbers the "Get help now" boxes list on the Spanish pages: only lines that answer in Spanish,
// in the shapes of src/content/help-lines.ts (an article's steps never carry a number of their own).
// Each was checked on 2026-11-28 for the Spanish edition (issue 37), in a search tool's stored copies
// of the line's own page or a government page, named beside each entry below, not on the live page:
// check each again on its live page before the Spanish pages ship, the oldest confirming pages
// first (Injuve 2014, the SESNSP 2016, ANAR's Valencian page 2023). A line whose number only news,
// blog or directory pages gave was left out, never guessed: Spain's poison information service,
// Mexico's Línea de la Vida, a national children's or poison line in Mexico, and Spain's 024 (its
// number and purpose were confirmed, but not the free, round-the-clock service this list promises).
import type { ChildHelpline, EmergencyNumber, PoisonLine, ReportingRoute } from '../help-lines.ts';

/** Police, fire and ambulance where the site's Spanish readers live. */
export const emergencyNumbers: readonly EmergencyNumber[] = [
  // 911 centres bring an interpreter onto the call for a caller who does not speak English: "Cómo
  // usar el 9-1-1", City of Portland (https://www.portland.gov/es/911/como-usar-el-9-1-1), and
  // "Interpreter Services for Limited-English Speakers", City of Bothell Police Department
  // (https://www.bothellwa.gov/2036/Interpreter-Services-for-Limited-English), which says to name
  // your language and stay on the line. The number itself is in docs/fact-checks/help-lines.md.
  { place: 'Estados Unidos: di «Spanish» y espera al intérprete', number: '911' },
  // Free from landlines and mobiles across the EU, answered in the country's language: "112, the
  // European emergency number", European Commission
  // (https://digital-strategy.ec.europa.eu/es/policies/112), and "La llamada al 112", 112
  // Castilla-La Mancha (https://112.castillalamancha.es/node/36).
  { place: 'España y el resto de la Unión Europea', number: '112' },
  // The one free national emergency number: the SESNSP's press conference, Secretaría de Gobernación
  // (https://www.gob.mx/segob/prensa/conferencia-de-prensa-del-secretario-ejecutivo-del-sistema-nacional-de-seguridad-publica-alvaro-vizcaino-zamora),
  // and "088 / 911: responder ante cualquier llamado", Policía Federal
  // (https://www.gob.mx/policiafederal/articulos/088-911-responder-ante-cualquier-llamado?idiom=es).
  { place: 'México', number: '911' },
];

/** Free, private helplines where children and teens can talk, in Spanish, to a trained counselor. */
export const childHelplines: readonly ChildHelpline[] = [
  // Option 2 on a call and AYUDA by text reach the Spanish service: "What to expect", 988 Suicide &
  // Crisis Lifeline (https://988lifeline.org/get-help/what-to-expect). The page says Spanish chat
  // exists but not where, so chat is not offered; the line's Spanish name was not confirmed either.
  {
    place: 'Estados Unidos',
    name: '988 Suicide & Crisis Lifeline (en español)',
    contact: 'Llama al 988 y marca 2 para español, o envía un mensaje de texto al 988 y responde AYUDA',
    ways: ['call', 'text'],
  },
  // The number: "Teléfono ANAR de Ayuda a Niños y Adolescentes", Injuve, 2014
  // (http://www.injuve.es/noticia/telefono-anar-de-ayuda-a-ninos-y-adolescentes); free, confidential,
  // day and night: Fundación ANAR (https://anar.org/el-presidente-de-unicef-de-visita-en-la-sede-de-anar);
  // Chat ANAR through its website: Fundación ANAR (https://anar.org/?p=5682).
  {
    place: 'España',
    name: 'Teléfono ANAR de Ayuda a Niños y Adolescentes',
    contact: 'Llama al 900 20 20 10, o chatea en anar.org',
    ways: ['call', 'chat'],
  },
  // Free, day and night, for children and teenagers: Fundación ANAR's page on the Valencian service
  // (https://anar.org/fundacion-anar-continuara-prestando-el-servicio-de-atencion-telefonica-a-la-infancia-y-la-adolescencia-en-la-comunidad-valenciana).
  // It is the European child helpline number; who answers it in each other region was not confirmed.
  {
    place: 'España',
    name: 'Línea de ayuda a la infancia 116 111',
    contact: 'Llama al 116 111',
    ways: ['call'],
  },
];

/**
 * Poison centres, where a nurse, pharmacist or doctor says what to do when someone has swallowed,
 * breathed in or touched something harmful. None in Spain or Mexico could be confirmed: there the
 * box's emergency numbers are the way to help.
 */
export const poisonLines: readonly PoisonLine[] = [
  // Free, confidential, every hour of every day, with interpreters in 161 languages: "Quiénes somos"
  // and "Centros de información toxicológica", Health Resources and Services Administration
  // (https://poisonhelp.hrsa.gov/es/about-us, https://poisonhelp.hrsa.gov/es/poison-centers).
  { place: 'Estados Unidos', name: 'Línea de ayuda por envenenamiento (Poison Help)', contact: 'Llama al 1-800-222-1222; hay intérpretes' },
];

/**
 * Where a child in Spain (or the adult helping them) can get help when someone asks for, sends or
 * threatens to share a sexual picture, shown in the online-safety article's box as in English. No
 * route in the United States or Mexico was confirmed to answer in Spanish; the box lists the
 * children's helplines beside these.
 */
export const reportingRoutes: readonly ReportingRoute[] = [
  // For sexual or violent pictures, videos or audio spread online without consent, when the platform
  // has not taken them down: Ajuntament de l'Alfàs del Pi
  // (https://www.lalfas.es/concejalias/igualdad/la-concejalia-de-igualdad-informa-del-canal-prioritario-de-la-agencia-espanola-de-proteccion-de-datos/)
  // and Universidad de Castilla-La Mancha
  // (https://investigacion.uclm.es/es/home/legal/informacion-legal/proteccion-datos/canal-aepd).
  // The address is the one those pages give; the AEPD's own page was not among the stored copies.
  {
    place: 'España',
    name: 'Canal prioritario (Agencia Española de Protección de Datos)',
    purpose: 'Si una foto, un vídeo o un audio sexual tuyo circula por internet sin tu permiso y la web o la app no lo borra, aquí puedes pedir que lo quiten.',
    contact: 'Usa el Canal prioritario en aepd.es',
    url: 'https://www.aepd.es/canalprioritario/',
  },
  // Free, confidential advice on online safety, every day from 8:00 to 23:00, on 017 and WhatsApp:
  // INCIBE's own FAQ, the only INCIBE address seen (its English version); swap in the Spanish page's
  // address once it is confirmed. The page does not say that 017 takes reports, so it is named as advice.
  {
    place: 'España',
    name: '017, Tu Ayuda en Ciberseguridad (INCIBE)',
    purpose: 'Expertos te aconsejan, gratis y en confianza, si algo en internet te preocupa. Abierto todos los días de 8:00 a 23:00.',
    contact: 'Llama al 017 o escribe por WhatsApp al 900 116 117',
    url: 'https://www.incibe.es/en/linea-de-ayuda-en-ciberseguridad/faq',
  },
];
