// The Spanish twin of src/content/categories/body.ts: the same category slug and emoji, the
// same article ids in the same order, each article with its Spanish slug and words, the same sources
// (taken from the English article, so a page is written once under src/content) and the same
// Get-help box: the same kind, signs and steps in the same order, in Spanish, with no phone number
// (the numbers are in src/content/es/help-lines.ts).
import type { Category } from '../../schemas';
import { body as english } from '../../categories/body.ts';
import { sourcesOf } from './twin-sources.ts';

export const body: Category = {
  slug: 'body',
  title: 'El cuerpo humano',
  subtitle: 'Haz un recorrido por los órganos increíbles que te mantienen en marcha todos los días.',
  description: 'Explora tu corazón, tus pulmones y tu sistema digestivo, y descubre cómo trabajan en equipo.',
  popularTopics: ['El corazón', 'Los pulmones y la respiración', 'La digestión', 'Los vasos sanguíneos', 'Hábitos saludables'],
  emoji: '🫀',
  articles: [
    {
      id: 'your-amazing-heart',
      slug: 'tu-increible-corazon',
      title: 'Tu increíble corazón',
      tagline: 'Un músculo del tamaño de tu puño que late más de 100 000 veces al día.',
      summary:
        'Tu corazón es un músculo más o menos del tamaño de tu puño. Está en el pecho, cerca de los pulmones, y su trabajo es bombear sangre a todo tu cuerpo.',
      attribution:
        'Comprobado con AboutKidsHealth (SickKids), la British Heart Foundation, la Heart Foundation (Nueva Zelanda), la Women’s and Children’s Health Network (Australia Meridional), Cook Children’s, los NIH y MedlinePlus, St John Ambulance, el Resuscitation Council UK y St John Nueva Zelanda',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'your-amazing-heart'),
      getHelp: {
        kind: 'emergency',
        heading: 'Pide ayuda ya si alguien se cae al suelo de repente',
        signs: [
          'Se cae de repente y no se despierta ni te contesta',
          'No respira, o no respira de forma normal',
        ],
        steps: [
          'Llama enseguida a un número de emergencias (están abajo), aunque no haya ningún adulto. Grita también para pedir ayuda.',
          'Haz lo que te diga la persona del teléfono. Te puede ir diciendo cómo apretar fuerte y rápido en el centro del pecho (RCP).',
          'Pide a alguien que traiga un DEA (desfibrilador) si hay uno cerca. El aparato te dice qué hacer, paso a paso.',
          'Quédate con la persona hasta que llegue la ayuda.',
        ],
      },
      tags: ['corazon', 'latidos', 'sangre', 'pulso', 'valvulas', 'arterias', 'venas', 'circulacion', 'rcp'],
    },
    {
      id: 'how-you-breathe',
      slug: 'como-respiras',
      title: 'Cómo respiras',
      tagline: 'Sigue una respiración desde tu nariz hasta los sacos de aire diminutos de tus pulmones.',
      summary:
        'Respiras todo el día, casi siempre sin pensarlo. Cada respiración trae oxígeno, que todas tus células necesitan, y se lleva el dióxido de carbono, un gas de desecho.',
      attribution:
        'Comprobado con la American Lung Association, la Lung Health Foundation, KidsHealth (Nemours), Allina Health, Asthma + Lung UK, el NHS, Asthma Australia y Anaphylaxis UK',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: [
        ...sourcesOf(english, 'how-you-breathe'),
        // KidsHealth in Spanish, a publisher the English list cites: its stored copy (read 2026-11-28)
        // confirmed what the inhaler does. Check it live again with the rest of the list.
        {
          title: 'Inhalador',
          publisher: 'KidsHealth (Nemours), en Norton Children’s',
          url: 'https://nortonchildrens.com/health-library/article?url=%2Fes%2Fkids%2Fword-inhaler-esp.html',
        },
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Pide ayuda ya si a alguien le cuesta mucho respirar',
        signs: [
          'Tiene que esforzarse mucho en cada respiración, o le falta tanto el aire que no puede hablar',
          'Los labios o la piel se ponen azules o grises, o muy pálidos',
          'La piel se le hunde debajo de las costillas cada vez que respira',
          'Tiene mucho sueño, está confundido o cuesta mucho despertarlo',
          'Su inhalador de rescate para el asma no le ayuda',
          'Le cuesta respirar y tiene una alergia grave (puede ser anafilaxia)',
        ],
        steps: [
          'Llama enseguida a un número de emergencias (están abajo), aunque no haya ningún adulto.',
          'Si tiene asma, ayúdalo a sentarse derecho y a usar su propio inhalador de rescate.',
          'Si puede ser una reacción alérgica grave, ayúdalo a usar su propia epinefrina (adrenalina), como dice su plan para la alergia.',
          'No le des ninguna otra medicina. Avisa a un adulto, y quédate con la persona hasta que llegue la ayuda.',
        ],
      },
      tags: ['pulmones', 'respiracion', 'oxigeno', 'diafragma', 'alveolos', 'traquea', 'asma'],
    },
    {
      id: 'the-journey-of-food',
      slug: 'el-viaje-de-la-comida',
      title: 'El viaje de la comida',
      tagline: 'Lo que le pasa a tu sándwich después de tragártelo.',
      summary:
        'La comida hace un largo viaje por tu sistema digestivo. Este camino lleno de curvas rompe la comida en partes diminutas que tu cuerpo puede usar.',
      attribution:
        'Comprobado con KidsHealth (Nemours), la Women’s and Children’s Health Network (Australia Meridional), el Manual MSD, eMedicineHealth, el NIDDK y el National Cancer Institute (los dos forman parte de los NIH), Gutsy Gastros, CK-12 y Lumen Learning',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'the-journey-of-food'),
      tags: ['digestion', 'estomago', 'intestinos', 'comida', 'saliva', 'bilis', 'nutrientes'],
    },
    {
      id: 'puberty-and-growing-up',
      slug: 'la-pubertad-crecer-y-cambiar',
      title: 'La pubertad: crecer y cambiar',
      tagline: 'Qué cambia, cuándo empieza, cómo cuidar tu cuerpo mientras cambia y a quién preguntar.',
      summary:
        'La pubertad es la época en que tu cuerpo empieza a pasar de ser el de un niño o una niña al de una persona adulta. Todo el mundo pasa por ella, cada persona a su ritmo. Aquí tienes lo que puedes esperar y quién puede responder a tus preguntas.',
      attribution:
        'Comprobado con el NHS y servicios del NHS para jóvenes, los NIH (NICHD), HealthInfo Nueva Zelanda, Childline y Childline Ireland (ISPCC)',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'puberty-and-growing-up'),
      getHelp: {
        kind: 'talk',
        heading: 'Habla con alguien si notas alguna de estas señales',
        signs: [
          'Señales de pubertad antes de los 8 años',
          'Ninguna señal de pubertad cuando ya tienes unos 14 o 15 años',
          'Preocupaciones por tu cuerpo, o por cómo está cambiando, que no se te quitan',
          'Alguien te toca de una forma que no quieres, o te pide que guardes un secreto sobre tu cuerpo',
        ],
        steps: [
          'Cuéntaselo a tu mamá, a tu papá o a otro adulto de confianza, o habla con la enfermera de la escuela. Ninguna pregunta sobre crecer es tonta.',
          'Si la pubertad parece llegar muy pronto o muy tarde, ve al médico para que te revise. Normalmente no es nada preocupante.',
          'Si alguien te toca de una forma que no quieres, cuéntaselo enseguida a un adulto de confianza, aunque te hayan dicho que es un secreto. Nunca es tu culpa.',
          'También puedes llamar, mandar un mensaje o chatear con una línea de ayuda gratis (están abajo): cada una dice cómo.',
        ],
      },
      tags: ['pubertad', 'regla', 'crecer', 'suenos humedos', 'estiron', 'hormonas', 'higiene', 'cambios del cuerpo', 'acne', 'cambio de voz'],
    },
  ],
};
