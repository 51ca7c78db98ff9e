// The Spanish twin of src/content/categories/preventive-care.ts: the same category slug and emoji, the
// same article ids in the same order, each article with its Spanish slug and words, the same sources
// (taken from the English article, so a page is written once under src/content) and the same
// Get-help box: the same kind, signs and steps in the same order, in Spanish, with no phone number
// (the numbers are in src/content/es/help-lines.ts).
import type { Category } from '../../schemas';
import { preventiveCare as english } from '../../categories/preventive-care.ts';
import { sourcesOf } from './twin-sources.ts';

export const preventiveCare: Category = {
  slug: 'preventive-care',
  title: 'Cuidados preventivos',
  subtitle: 'Hábitos sencillos de cada día que te ayudan a mantenerte sano y a alejar los gérmenes.',
  description:
    'Aleja los gérmenes con las manos limpias, descubre cómo las vacunas entrenan a tu cuerpo y muévete todos los días.',
  popularTopics: ['Lavado de manos', 'Vacunas', 'Ejercicio', 'Cubrirse al estornudar', 'Mantenerse activo'],
  emoji: '🧼',
  articles: [
    {
      id: 'the-power-of-handwashing',
      slug: 'el-poder-de-lavarte-las-manos',
      title: 'El poder de lavarte las manos',
      tagline: 'Agua, jabón y 20 segundos: tu mejor defensa contra los gérmenes.',
      summary:
        'Los gérmenes son cosas diminutas, como las bacterias y los virus, que pueden enfermarte, y se te pegan a las manos cuando tocas cosas de todos los días. La buena noticia es que lavarte las manos con agua y jabón es una de las mejores formas de frenarlos.',
      attribution:
        'Comprobado con los CDC de Estados Unidos, la FDA, el Departamento de Salud de Minnesota, la Agencia de Salud Pública de Irlanda del Norte, la Universidad de Arizona, Willis-Knighton Health, la Academia Americana de Pediatría, America\'s Poison Centers, la línea Poison Help de la HRSA, el National Capital Poison Center, el NHS y St John Ambulance',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: [
        ...sourcesOf(english, 'the-power-of-handwashing'),
        // The Spanish twin of an American Academy of Pediatrics page the English list cites: its stored
        // copy (read 2026-11-28) confirmed the handwashing and hand-sanitizer facts.
        {
          title: 'Desinfectantes para manos: cómo proteger a los niños ante el riesgo de intoxicación',
          publisher: 'American Academy of Pediatrics (HealthyChildren.org, en español)',
          url: 'https://healthychildren.org/Spanish/health-issues/conditions/COVID-19/Paginas/keep-hand-sanitizer-out-of-childrens-reach.aspx',
        },
      ],
      getHelp: {
        kind: 'poison',
        heading: 'Si alguien se traga gel desinfectante',
        signs: [
          'Se tragó más que una lamida (un lametón) de gel desinfectante, o no sabes cuánto',
          'Vomita, o parece confundido',
          'Tiene mucho sueño o cuesta mucho despertarlo',
          'Le cuesta respirar',
        ],
        steps: [
          'Avisa a un adulto enseguida. No intentes hacer que la persona vomite.',
          'Llama a una línea para intoxicaciones (abajo), aunque parezca estar bien. Guarda el envase para leerle la etiqueta al experto.',
          'Si no puede mantenerse despierto, tiene una convulsión o le cuesta respirar, llama de inmediato a un número de emergencias (abajo).',
        ],
      },
      tags: ['lavado de manos', 'lavarse las manos', 'germenes', 'jabon', 'higiene', 'gel desinfectante', 'gel antibacterial', 'gel hidroalcoholico', 'estornudos'],
    },
    {
      id: 'how-vaccines-protect-you',
      slug: 'como-te-protegen-las-vacunas',
      title: 'Cómo te protegen las vacunas',
      tagline: 'Un simulacro que prepara a tu sistema inmunitario para los gérmenes de verdad.',
      summary:
        'Tu cuerpo tiene su propio equipo de defensa, llamado sistema inmunitario, y su trabajo es encontrar y combatir los gérmenes. Las vacunas ayudan a este equipo a prepararse antes de que llegue un germen.',
      attribution:
        'Comprobado con la Organización Mundial de la Salud (OMS y OPS), el NHS, los CDC de Estados Unidos, el Departamento de Salud y Servicios Humanos de Michigan, SickKids (AboutKidsHealth), la Universidad de Utah, la Academia Americana de Pediatría, Courthouse News, Immunize.org, History.com y Visual Capitalist',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'how-vaccines-protect-you'),
      tags: ['vacunas', 'vacunacion', 'sistema inmunitario', 'anticuerpos', 'germenes', 'inyecciones', 'inmunidad colectiva'],
    },
    {
      id: 'moving-your-body',
      slug: 'mueve-tu-cuerpo',
      title: 'Mueve tu cuerpo',
      tagline: 'Corre, salta, baila y juega hasta sumar 60 minutos de actividad al día.',
      summary:
        'Tu cuerpo está hecho para moverse. Cuando corres, saltas, bailas, nadas o juegas, ayudas a que todo tu cuerpo crezca fuerte, y moverte es una de las mejores formas de sentirte bien.',
      attribution:
        'Comprobado con los CDC de Estados Unidos, la Extensión de la Universidad de Maryland, el NHS, las pautas de los Chief Medical Officers del Reino Unido (GOV.UK), los Institutos Nacionales de la Salud (NICHD), el programa de prevención de la osteoporosis del estado de Nueva York, Kids\' Health del Gobierno de Australia Meridional, KidsHealth (Nemours) y el hospital infantil Alder Hey (NHS)',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'moving-your-body'),
      getHelp: {
        kind: 'emergency',
        heading: 'Pide ayuda ya después de un golpe en la cabeza',
        signs: [
          'Se desmaya, aunque sea un momento',
          'Vomita más de una vez',
          'Tiene una convulsión (un ataque)',
          'Está confundido, o tiene mucho sueño y cuesta despertarlo',
          'Tiene un dolor de cabeza que empeora',
          'Le sale un líquido transparente por la nariz o por los oídos',
        ],
        steps: [
          'Después de cualquier golpe en la cabeza, deja de jugar y avisa a un adulto enseguida. Ante la duda, fuera del juego.',
          'Si tiene alguna señal de esta lista, llama a un número de emergencias (abajo), aunque no haya ningún adulto.',
          'Quédate a su lado hasta que llegue la ayuda.',
        ],
      },
      tags: ['ejercicio', 'actividad fisica', 'deporte', 'juego', 'huesos fuertes', 'musculos', 'moverse'],
    },
    {
      id: 'vaping-and-your-lungs',
      slug: 'vapear-tus-pulmones-y-tu-cerebro',
      title: 'Vapear: lo que les hace a tus pulmones y a tu cerebro',
      tagline: 'Qué hay de verdad en un vapeador, por qué la nicotina engancha rápido a un cerebro joven y cómo decir que no.',
      summary:
        'Los vapeadores suelen tener colores brillantes y sabores dulces y afrutados, y por eso pueden parecer inofensivos. Pero vapear no es como respirar agua con sabor. Aquí verás lo que de verdad les hace a tus pulmones y a tu cerebro, y cómo protegerte.',
      attribution:
        'Comprobado con el Departamento de Salud y Servicios Humanos de Estados Unidos, los CDC de Estados Unidos, el NHS, el NIDA, America’s Poison Centers, Truth Initiative, la BBC y otras páginas públicas',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'vaping-and-your-lungs'),
      getHelp: {
        kind: 'poison',
        heading: 'Pide ayuda ya si alguien está mal tras vapear o traga líquido de vapeador',
        signs: [
          'Se desploma o se desmaya después de vapear',
          'Tiene una convulsión (un ataque), o le cuesta mucho respirar',
          'Vomita o se siente muy mal después de vapear',
          'Un niño pequeño se tragó líquido de vapeador o le cayó en la piel',
        ],
        steps: [
          'Si alguien se desploma, tiene una convulsión o le cuesta mucho respirar, llama ya a un número de emergencias (abajo), aunque no haya adultos.',
          'Avisa a un adulto enseguida. Los vapeadores de amigos o de vendedores ilegales pueden tener otras drogas: di qué se vapeó, si lo sabes.',
          'Si un niño traga o toca el líquido, llama ya a una línea para intoxicaciones (abajo), aunque parezca bien. Guarda vapeador o frasco para mostrarlo al experto.',
          'Guarda los vapeadores y su líquido bajo llave, lejos de los niños pequeños.',
        ],
      },
      tags: ['vapear', 'vapeadores', 'vape', 'cigarrillos electronicos', 'nicotina', 'pulmones', 'adiccion', 'decir que no', 'dejar de vapear'],
    },
    {
      id: 'alcohol-drugs-and-your-brain',
      slug: 'alcohol-drogas-y-tu-cerebro',
      title: 'El alcohol, las drogas y tu cerebro en crecimiento',
      tagline: 'Lo que el alcohol y las drogas le hacen a un cerebro que todavía crece, lo que dice la ley y cómo ayudar a un amigo.',
      summary:
        'Quizá veas a gente bebiendo alcohol en fiestas, en la tele o en internet, y quizá oigas hablar de otras drogas en la escuela. Aquí tienes los datos sobre tu cerebro en crecimiento, la ley, cómo decir que no y qué hacer si un amigo o una amiga se pone muy mal.',
      attribution:
        'Comprobado con SAMHSA, el NIDA, el NIMH, el NHS, GOV.UK, Drinkaware, Childline, el Consejo del Condado de Oxfordshire y St John Nueva Zelanda',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'alcohol-drugs-and-your-brain'),
      getHelp: {
        kind: 'emergency',
        heading: 'Pide ayuda ya si alguien está muy mal por alcohol o drogas',
        signs: [
          'No se despierta, o se desmaya una y otra vez',
          'Respira muy despacio, o de una forma rara e irregular',
          'Vomita mientras tiene mucho sueño o está medio dormido',
          'Está muy confundido, o no puede ponerse de pie ni hablar con claridad',
          'Tiene la piel o los labios pálidos, grises o azulados',
          'Tiene una convulsión (un ataque)',
        ],
        steps: [
          'Llama enseguida a un número de emergencias (abajo), o pide a un adulto que llame. Di a quien te atiende qué bebió o tomó, si lo sabes.',
          'Quédate a su lado. Nunca lo dejes solo para que «se le pase durmiendo», y no le des café ni lo metas en una ducha fría.',
          'Si respira pero no se despierta, ponlo de lado (posición de recuperación o lateral de seguridad) si sabes cómo o si te lo indica quien te atiende.',
          'Pedir ayuda siempre es lo correcto, aunque te preocupe meterte en problemas.',
        ],
      },
      tags: ['alcohol', 'drogas', 'presion de grupo', 'decir que no', 'cerebro', 'medicinas', 'intoxicacion por alcohol', 'alcohol y menores', 'emergencia'],
    },
    {
      id: 'sun-safety',
      slug: 'protegete-del-sol',
      title: 'Protégete del sol: protector solar, quemaduras y calor',
      tagline: 'Cómo dañan tu piel los rayos UV, cómo elegir y usar protector solar, y qué hacer con las quemaduras y el calor.',
      summary:
        'Un día de sol es perfecto para jugar al aire libre, pero el sol también lanza rayos que no puedes ver y que pueden dañar tu piel y tus ojos. Unos pocos hábitos sencillos te protegen, y conviene conocer las señales de que tu cuerpo se está calentando demasiado.',
      attribution:
        'Comprobado con el NHS, la Academia Americana de Dermatología, los CDC de Estados Unidos, el Met Office y el Ayuntamiento de York',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'sun-safety'),
      getHelp: {
        kind: 'emergency',
        heading: 'Pide ayuda ya si hay señales de golpe de calor',
        signs: [
          'Sigue mal después de descansar en un lugar fresco y beber agua a sorbos',
          'Tiene la piel caliente, pero ya no suda',
          'Está confundido, o dice cosas sin sentido',
          'Tiene una convulsión (un ataque), se desmaya o no responde',
        ],
        steps: [
          'Llama enseguida a un número de emergencias (abajo), o pide a un adulto que llame.',
          'Llévalo a un lugar fresco y con sombra. Refresca su piel con paños húmedos y frescos, y abanícalo.',
          'Quédate a su lado y sigue refrescándolo hasta que llegue la ayuda. Haz lo que te diga quien te atiende al teléfono.',
        ],
      },
      tags: ['proteccion solar', 'protector solar', 'bloqueador solar', 'quemaduras de sol', 'golpe de calor', 'agotamiento por calor', 'uv', 'fps', 'verano', 'piel'],
    },
  ],
};
