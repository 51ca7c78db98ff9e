// The Spanish twin of src/content/categories/diseases.ts: the same category slug and emoji, the
// same article ids in the same order, each article with its Spanish slug and words, the same sources
// (taken from the English article, so a page is written once under src/content) and the same
// Get-help box: the same kind, signs and steps in the same order, in Spanish, with no phone number
// (the numbers are in src/content/es/help-lines.ts).
import type { Category } from '../../schemas';
import { diseases as english } from '../../categories/diseases.ts';
import { sourcesOf } from './twin-sources.ts';

export const diseases: Category = {
  slug: 'diseases',
  title: 'Enfermedades y problemas de salud',
  subtitle: 'Aprende cómo nos enferman los gérmenes, cómo se defiende nuestro cuerpo y cómo seguir sanos.',
  description: 'Descubre cómo son la gripe, los resfriados y las alergias, y maneras sencillas de mantenerte sano.',
  popularTopics: ['La gripe', 'Los resfriados', 'Las alergias', 'Gérmenes y virus', 'Seguir sanos'],
  emoji: '🦠',
  articles: [
    {
      id: 'what-is-the-flu',
      slug: 'que-es-la-gripe',
      title: '¿Qué es la gripe?',
      tagline: 'Por qué la gripe llega tan de golpe, cómo se contagia y cómo seguir sano.',
      summary:
        'La gripe es una enfermedad que causa el virus de la influenza. Te puede hacer sentir muy mal durante varios días, pero la mayoría de los niños empiezan a sentirse mejor en más o menos una semana.',
      attribution:
        'Comprobado con los CDC, la American Academy of Pediatrics, la American Medical Association, el NHS, Children’s Health (Dallas), KidsHealth (Nemours), nidirect, NSW Health, el departamento de salud de Virginia Occidental, el condado de Multnomah, el condado de Maricopa y la Universidad de Míchigan',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'what-is-the-flu'),
      getHelp: {
        kind: 'emergency',
        heading: 'Pide ayuda ya si alguien con gripe tiene estas señales',
        signs: [
          'Le cuesta respirar, respira rápido o se le hunden las costillas cada vez que respira',
          'Los labios o la piel se ponen azules, grises o muy pálidos, o le duele el pecho',
          'Tiene una convulsión (un ataque), o está confundido, tiene mucho sueño o cuesta despertarlo',
          'Fiebre de más de 40 °C (104 °F) que no baja con medicina, o dolor de músculos tan fuerte que no quiere caminar',
          'Señales de que le falta agua al cuerpo, como la boca muy seca, llorar sin lágrimas o no hacer pipí en 8 horas',
          'Fiebre o tos que mejora y luego vuelve peor',
        ],
        steps: [
          'Avisa enseguida a un adulto.',
          'Si tiene una convulsión, le cuesta mucho respirar, tiene labios azules o grises o no se mantiene despierto, llama a emergencias (abajo), aunque no haya adultos.',
          'Si ves cualquier otra señal de esta lista, un adulto tiene que buscar ayuda médica enseguida.',
        ],
      },
      tags: ['gripe', 'influenza', 'fiebre', 'virus', 'vacuna', 'temporada de gripe', 'germenes'],
    },
    {
      id: 'why-we-catch-colds',
      slug: 'por-que-nos-resfriamos',
      title: '¿Por qué nos resfriamos?',
      tagline: 'Más de 200 virus pueden causar un resfriado. Así es como se contagian.',
      summary:
        'Si alguna vez te ha goteado la nariz, te ha picado la garganta y has estornudado un montón, seguramente tenías un resfriado. Los resfriados están entre las enfermedades más comunes del mundo, y los niños suelen resfriarse todavía más que los adultos.',
      attribution:
        'Comprobado con el Manual Merck, nidirect (gobierno de Irlanda del Norte), la Cleveland Clinic, los CDC, Keck Medicine of USC, Lehigh Valley Health Network, el hospital Kokilaben, el condado de Multnomah, el Lincoln Trail District Health Department, Asthma + Lung UK, el NHS y Allina Health',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'why-we-catch-colds'),
      getHelp: {
        kind: 'emergency',
        heading: 'Pide ayuda rápido si alguien con un resfriado tiene estas señales',
        signs: [
          'Le cuesta mucho respirar, o respira muy rápido',
          'Los labios o la piel se ponen azules o grises, o muy pálidos',
          'Tiene mucho sueño, está confundido o cuesta mucho despertarlo',
        ],
        steps: [
          'Avisa enseguida a un adulto.',
          'Si a alguien le cuesta mucho respirar o no puede seguir despierto, llama a un número de emergencias (están abajo), aunque no haya ningún adulto.',
        ],
      },
      tags: ['resfriado', 'resfriado comun', 'virus', 'estornudos', 'mocos', 'germenes', 'lavarse las manos'],
    },
    {
      id: 'understanding-allergies',
      slug: 'entender-las-alergias',
      title: 'Entender las alergias',
      tagline: 'Qué pasa cuando tu sistema inmunitario confunde algo inofensivo con un germen.',
      summary:
        'Una alergia ocurre cuando tu cuerpo reacciona ante algo inofensivo como si fuera un germen dañino. El polen, las mascotas, el polvo y algunos alimentos son cosas que suelen provocar alergias.',
      attribution:
        'Comprobado con KidsHealth (Nemours), Anaphylaxis UK, nidirect (gobierno de Irlanda del Norte), el Departamento de Agricultura de Minnesota, Intermountain Health, el NHS y Pharmacy Times',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'understanding-allergies'),
      getHelp: {
        kind: 'emergency',
        heading: 'Pide ayuda ya si hay una reacción alérgica grave',
        signs: [
          'Le cuesta respirar, le silba el pecho o siente la garganta apretada',
          'La lengua o la garganta hinchadas',
          'La voz ronca, o le cuesta tragar',
          'Siente que se va a desmayar, está mareado o confundido, o se desmaya',
          'Ronchas o hinchazón y, a la vez, tos, dolor de estómago o vómitos',
        ],
        steps: [
          'Ayúdalo enseguida a usar su propia epinefrina (adrenalina): una pluma autoinyectora o un aerosol nasal. Anota a qué hora la usó.',
          'Llama a un número de emergencias (están abajo), aunque no haya ningún adulto y aunque empiece a sentirse mejor. Di que puede ser anafilaxia.',
          'Haz que se quede acostado con las piernas levantadas, o sentado si le cuesta respirar. No dejes que se ponga de pie ni que camine, aunque se sienta mejor.',
          'Quédate con la persona y avisa a un adulto. Si a los 5 minutos no está mejor, o está peor, usa una segunda pluma o un segundo aerosol, si hay.',
        ],
      },
      tags: ['alergias', 'alergeno', 'polen', 'fiebre del heno', 'alergia alimentaria', 'sistema inmunitario', 'epinefrina'],
    },
    {
      id: 'antibiotics-and-viruses',
      slug: 'antibioticos-y-virus',
      title: 'Antibióticos: por qué no sirven contra los virus',
      tagline: 'Las bacterias y los virus son gérmenes muy distintos. Por eso una sola medicina no puede con los dos.',
      summary:
        'Te despiertas con dolor de garganta, la nariz que gotea y tos. ¿Te ayudaría una medicina llamada antibiótico? Si es un resfriado o una gripe, la respuesta es no, y el motivo está en dos tipos de gérmenes muy distintos.',
      attribution:
        'Comprobado con los CDC, KidsHealth (Nemours), Mayo Clinic, la American Academy of Pediatrics, el NHS, el HSE de Irlanda, healthdirect Australia, Anaphylaxis UK, nidirect (gobierno de Irlanda del Norte) y un estudio de 2011 publicado en Nature',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'antibiotics-and-viruses'),
      getHelp: {
        kind: 'emergency',
        heading: 'Pide ayuda ya si alguien tiene una mala reacción a un antibiótico',
        signs: [
          'Sarpullido, ronchas u ojos hinchados después de tomar un antibiótico',
          'Se le hinchan los labios, la lengua, la cara o la garganta',
          'Le cuesta respirar',
          'Se marea o siente que se va a desmayar, o se cae al suelo',
        ],
        steps: [
          'Si le cuesta respirar, se le hinchan los labios, la lengua o la garganta, o se cae al suelo, ayúdalo enseguida a usar su epinefrina (adrenalina), si la lleva.',
          'Después llama a un número de emergencias (están abajo), aunque no haya ningún adulto y aunque empiece a sentirse mejor. Di que puede ser anafilaxia.',
          'Quédate con la persona hasta que llegue la ayuda.',
          'Si solo hay sarpullido, ronchas u ojos hinchados, avisa ya a un adulto de confianza. Antes de otra dosis, un médico, enfermero o farmacéutico debe decidir.',
        ],
      },
      tags: ['antibioticos', 'resistencia a los antibioticos', 'bacterias', 'virus', 'germenes', 'medicinas', 'resfriado', 'gripe'],
    },
  ],
};
