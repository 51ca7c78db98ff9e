/** Every route a visitor can land on, with the heading that shows the page has loaded. */
export const siteRoutes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /Learn how your body works/ },
  { path: '/about', heading: 'About HealthSprout' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/library', heading: 'The HealthSprout E-Library' },
  { path: '/library/diseases', heading: 'Diseases & Conditions' },
  { path: '/library/body', heading: 'The Human Body' },
  { path: '/library/mental-health', heading: 'Mental Health' },
  { path: '/library/nutrition', heading: 'Nutrition & Diet' },
  { path: '/library/preventive-care', heading: 'Preventive Care' },
  { path: '/library/careers', heading: 'Healthcare Careers' },
  { path: '/library/diseases/understanding-allergies', heading: 'Understanding Allergies' },
  { path: '/library/body/how-you-breathe', heading: 'How You Breathe' },
  { path: '/glossary', heading: 'Words Explained' },
  { path: '/resources', heading: 'Printable Resources' },
  { path: '/resources/germs-and-handwashing', heading: 'Germs and Handwashing' },
  { path: '/teach', heading: 'For Teachers' },
  { path: '/teach/mental-health', heading: 'Teaching feelings, stress and asking for help' },
  { path: '/passport', heading: 'My Health Passport' },
  { path: '/no-such-page', heading: '404' },
];

/** The Spanish edition's pages written so far (issue 37), with the heading that shows each has loaded. */
export const spanishRoutes: { path: string; heading: string | RegExp; twin: string }[] = [
  { path: '/es', heading: /Aprende cómo funciona tu cuerpo/, twin: '/' },
  { path: '/es/quienes-somos', heading: 'Sobre HealthSprout', twin: '/about' },
  { path: '/es/glosario', heading: 'Palabras explicadas', twin: '/glossary' },
  { path: '/es/biblioteca/cuerpo/tu-increible-corazon', heading: 'Tu increíble corazón', twin: '/library/body/your-amazing-heart' },
  { path: '/es/biblioteca/salud-mental/entender-tus-sentimientos', heading: 'Entender tus sentimientos', twin: '/library/mental-health/understanding-your-feelings' },
];
