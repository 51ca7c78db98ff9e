// The numbers every "Get help now" box lists (src/components/get-help-box.tsx) and the first-aid
// guide prints. They live here, once: an article's steps and a guide's words never carry a number
// of their own (a test holds them to it). Each was checked on 2026-11-27 against the line's own or
// its government's public page and a second page (docs/fact-checks/help-lines.md names them, and
// the two lines whose own page could not be found); check them again before changing them.

export interface EmergencyNumber {
  /** Where the number works, in plain words. */
  place: string;
  number: string;
}

/** How a line can be reached. A box says "text" only for a line that takes texts. */
export type Way = 'call' | 'text' | 'chat';

export interface ChildHelpline {
  place: string;
  name: string;
  /** How to reach it, as a reader would do it; it names exactly the ways below. */
  contact: string;
  ways: readonly Way[];
}

export interface PoisonLine {
  place: string;
  name: string;
  contact: string;
}

/** Police, fire and ambulance. Free from any phone. */
export const emergencyNumbers: readonly EmergencyNumber[] = [
  { place: 'United States and Canada', number: '911' },
  { place: 'United Kingdom', number: '999' },
  { place: 'Most of Europe', number: '112' },
  { place: 'Australia', number: '000' },
];

/** Free, private helplines where children and teens can talk to a trained counselor. */
export const childHelplines: readonly ChildHelpline[] = [
  { place: 'United States', name: '988 Suicide & Crisis Lifeline', contact: 'Call or text 988, or chat at 988lifeline.org', ways: ['call', 'text', 'chat'] },
  { place: 'United Kingdom', name: 'Childline', contact: 'Call 0800 1111, or chat at childline.org.uk', ways: ['call', 'chat'] },
  { place: 'Ireland', name: 'Childline Ireland (ISPCC)', contact: 'Call 1800 66 66 66 or text 50101', ways: ['call', 'text'] },
  { place: 'Most of Europe', name: 'Child helpline 116 111', contact: 'Call 116 111, free in most European countries', ways: ['call'] },
  { place: 'Canada', name: 'Kids Help Phone', contact: 'Call 1-800-668-6868 or text CONNECT to 686868', ways: ['call', 'text'] },
  { place: 'Australia', name: 'Kids Helpline', contact: 'Call 1800 55 1800, or chat at kidshelpline.com.au', ways: ['call', 'chat'] },
];

/**
 * Poison centres, where a nurse, pharmacist or doctor says what to do when someone has swallowed,
 * breathed in or touched something harmful. Free, day and night.
 */
export const poisonLines: readonly PoisonLine[] = [
  { place: 'United States', name: 'Poison Help', contact: 'Call 1-800-222-1222' },
  { place: 'Canada', name: 'Poison centre', contact: 'Call 1-844-764-7669 (1-844-POISON-X); in Quebec, 1-800-463-5060' },
  { place: 'United Kingdom', name: 'NHS 111', contact: 'Call 111' },
  { place: 'Australia', name: 'Poisons Information Centre', contact: 'Call 13 11 26' },
];

export interface ReportingRoute {
  place: string;
  name: string;
  /** What it is for, in plain words, as one or two short sentences. */
  purpose: string;
  /** How to reach it, as a reader would: its web address and, where it has one, a number to call. */
  contact: string;
  /** The service's own https page, which the box links to by the route's name. */
  url: string;
}

/**
 * Where a child (or the adult helping them) can report someone who asks for, sends or threatens to
 * share a nude or sexual picture, and get such a picture taken down. Shown in the box of the
 * online-safety article (`getHelp.reportingRoutes`); checked against each service's own page and
 * a second page (docs/fact-checks/help-lines.md, "Reporting routes"). The box lists the child
 * helplines beside them (116 111 in most of Europe); no other country's route could be confirmed.
 */
export const reportingRoutes: readonly ReportingRoute[] = [
  {
    place: 'United Kingdom',
    name: 'CEOP Safety Centre (National Crime Agency)',
    purpose: 'Child protection experts help if someone online asks you for nude pictures, pressures you or threatens you. It is not for bullying.',
    contact: 'Report at ceop.police.uk',
    url: 'https://ceop.police.uk/Safety-Centre/',
  },
  {
    place: 'United Kingdom',
    name: 'Report Remove (Childline and the Internet Watch Foundation)',
    purpose: 'If you are under 18, it can help get a nude picture or video of you taken off the internet.',
    contact: 'Use Report Remove at childline.org.uk',
    url: 'https://www.childline.org.uk/info-advice/bullying-abuse-safety/online-mobile-safety/report-remove-down/',
  },
  {
    place: 'Any country',
    name: 'Take It Down (NCMEC)',
    purpose: 'Helps stop a nude or sexual picture of you, taken before you were 18, being shared on the apps that take part.',
    contact: 'Use takeitdown.ncmec.org',
    url: 'https://takeitdown.ncmec.org/',
  },
  {
    place: 'United States',
    name: 'CyberTipline (NCMEC)',
    purpose: 'Report someone who asks a child for sexual pictures, sends them, or threatens to share them.',
    contact: 'Report at CyberTipline.org or call 1-800-843-5678',
    url: 'https://report.cybertip.org/',
  },
];
