import type { FactChecking } from '../fact-checking.ts';

// "Cómo comprobamos nuestros datos", the Spanish About page's twin of src/content/fact-checking.ts.
// It says only what is true of the Spanish edition on 2026-11-28: its text was written from the
// English articles' checked facts by AI tools working for HealthSprout and read again by another,
// and no person, and no health professional whose first language is Spanish, has reviewed it yet
// (issue 37: no invented reviewer). The help lines that answer in Spanish were each checked
// against at least one page, the service's own or a government's, and only some against two (112
// and Mexico's 911 were; 988 and the 116 111 line were not), so the page says "al menos una"
// (src/content/es/help-lines.ts).

export const factChecking: FactChecking = {
  sources:
    'Comprobamos los datos con páginas públicas de organismos de salud y de asociaciones médicas: los CDC y los NIH de Estados Unidos y MedlinePlus, el NHS del Reino Unido, la Organización Mundial de la Salud, la Academia Americana de Pediatría (HealthyChildren.org) y grupos como Anaphylaxis UK y el Resuscitation Council UK. Las usamos porque las escriben y las revisan profesionales de la salud, dicen cuándo se actualizaron por última vez y cualquiera puede leerlas gratis.',
  process: [
    'Escribimos cada artículo con nuestras propias palabras. No copiamos ninguna frase de otro sitio.',
    'Cada dato de un artículo y de su recuadro de ayuda se comprueba con al menos dos páginas públicas. Esas páginas aparecen debajo del artículo, con el mes en que las comprobamos por última vez. Si no encontramos un dato en dos páginas, lo dejamos fuera, con una excepción: un paso de seguridad que da un organismo de salud (como anotar la hora en que se usó una pluma autoinyectora de epinefrina, o adrenalina) se queda aunque solo lo hayamos encontrado en una página. Guardamos un registro de qué páginas dicen cada dato, y se lo enviamos a quien lo pida desde el formulario de contacto.',
    'Los números de teléfono de emergencias, de líneas de ayuda, de centros de toxicología y de servicios para denunciar están en una sola lista, para que ningún artículo tenga un número viejo. Los números de las líneas que atienden en español se comprobaron, por ahora, con al menos una página pública cada uno, la del propio servicio o la de un gobierno, y no siempre con dos. Una línea que no pudimos confirmar así no aparece.',
    'Cuando un dato cambia o alguien nos avisa de que algo está mal, lo corregimos y añadimos una línea a la lista de cambios de ese artículo.',
  ],
  notReviewed:
    'Ningún médico ni enfermero ha revisado todavía nuestros artículos. Hasta que lo hagan, tómalos como un punto de partida para aprender, y pregunta sobre tu propia salud a un médico, a un enfermero o al enfermero o la enfermera de tu escuela.',
  translation:
    'El texto en español se escribió a partir de los artículos en inglés, con los mismos datos comprobados. Lo redactaron herramientas de inteligencia artificial que trabajan para HealthSprout, y otra herramienta de inteligencia artificial lo volvió a leer para revisar los datos, los pasos de seguridad y el tono. Todavía no lo ha revisado ninguna persona, ni ningún profesional de la salud cuya lengua materna sea el español.',
  volunteer:
    '¿Eres médico, enfermero, enfermero escolar, dietista u otro profesional de la salud? Te agradeceríamos mucho tu ayuda para revisar un artículo. Si el español es tu lengua materna, también nos vendría muy bien tu ayuda con el texto en español. Puedes escribirnos desde el formulario de contacto.',
  adultNotes: [
    {
      title: 'Las recomendaciones sobre vacunas en Estados Unidos en 2026',
      text: 'El 5 de enero de 2026, los CDC de Estados Unidos pasaron varias vacunas infantiles, entre ellas la vacuna anual contra la gripe, de ser una recomendación de rutina para todos los niños a depender de una «decisión clínica compartida» (en inglés, shared clinical decision-making). La Academia Americana de Pediatría (AAP) siguió recomendando la vacuna anual contra la gripe para todas las personas de 6 meses o más. En marzo de 2026, un juez federal de Massachusetts (caso American Academy of Pediatrics v. Kennedy) bloqueó de forma provisional ese cambio del calendario. No pudimos confirmar ningún paso posterior en la página de un gobierno o de un medio de noticias importante, ni cómo estaba la situación en noviembre de 2026. Por eso, las páginas para niños solo dicen que las asociaciones de médicos y el Gobierno de Estados Unidos no han estado de acuerdo, y que las familias y los médicos pueden decidir juntos. Antes de enseñar este tema, consulta los calendarios actuales de los CDC y de la AAP.',
    },
  ],
};
