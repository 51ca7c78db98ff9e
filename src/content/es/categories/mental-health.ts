// The Spanish twin of src/content/categories/mental-health.ts: the same category slug and emoji, the
// same article ids in the same order, each article with its Spanish slug and words, the same sources
// (taken from the English article, so a page is written once under src/content) and the same
// Get-help box: the same kind, signs and steps in the same order, in Spanish, with no phone number
// (the numbers are in src/content/es/help-lines.ts).
import type { Category } from '../../schemas';
import { mentalHealth as english } from '../../categories/mental-health.ts';
import { sourcesOf } from './twin-sources.ts';

// The steps the talk boxes share, as in the English file; none types a number.
const HELPLINE_STEP = 'Llama, escribe o chatea gratis con una línea de ayuda de abajo: cada una dice cómo. Habla de cualquier preocupación, grande o pequeña, incluso sobre un amigo.';
const FRIEND_STEP = 'Si un amigo o una amiga dice que podría hacerse daño, cuéntaselo enseguida a un adulto de confianza, aunque te haya pedido que lo guardes en secreto.';
const EMERGENCY_STEP = 'Si tú o alguien más está en peligro ahora mismo, llama a un número de emergencias. Aparecen al final de este recuadro.';

export const mentalHealth: Category = {
  slug: 'mental-health',
  title: 'Salud mental',
  subtitle: 'Entiende tus sentimientos y aprende formas de sentir calma, descansar bien y sentirte fuerte.',
  description: 'Aprende sobre los sentimientos, cómo manejar el estrés y por qué es importante dormir, con consejos para sentirte lo mejor posible.',
  popularTopics: ['Sentimientos', 'Estrés', 'Sueño', 'Respirar con calma', 'Pedir ayuda'],
  emoji: '🧠',
  articles: [
    {
      id: 'understanding-your-feelings',
      slug: 'entender-tus-sentimientos',
      title: 'Entender tus sentimientos',
      tagline: 'No hay sentimientos malos. Descubre qué significan y cómo manejar los que son muy grandes.',
      summary: 'Alegría, tristeza, enojo (enfado), miedo, entusiasmo y calma son sentimientos. Todo el mundo los tiene todos los días, y está bien tener cualquier sentimiento.',
      attribution: 'Comprobado con el Instituto Nacional de Salud Mental de Estados Unidos (NIMH), KidsHealth (Nemours), la Academia Estadounidense de Pediatría, UCLA y su estudio en Psychological Science, CHOC Children\'s, U Matter, la Autoridad de Salud de Oregón, el condado de Hillsborough (Florida) y Children\'s Wisconsin',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'understanding-your-feelings'),
      getHelp: {
        kind: 'talk',
        heading: 'Pide ayuda si notas estas señales',
        signs: [
          'Sentir tristeza o preocupación casi todos los días durante dos semanas o más',
          'Ya no disfrutar de cosas que antes te encantaban',
          'Cambios grandes en cómo duermes o en cómo comes',
          'Pensar en hacerte daño o en no querer vivir',
          'No sentirte a salvo en casa, en la escuela o en internet',
          'Un amigo o una amiga dice que podría hacerse daño, o te pide que guardes un secreto que te preocupa',
        ],
        steps: [
          'Díselo a un adulto de confianza, como tu mamá o tu papá, tu maestra o maestro, el enfermero o el consejero escolar.',
          HELPLINE_STEP,
          FRIEND_STEP,
          EMERGENCY_STEP,
        ],
      },
      tags: ['sentimientos', 'emociones', 'enojo', 'tristeza', 'preocupacion', 'empatia', 'calmarse', 'pedir ayuda', 'linea de ayuda', 'ansiedad'],
    },
    {
      id: 'handling-stress',
      slug: 'como-manejar-el-estres',
      title: 'Cómo manejar el estrés',
      tagline: 'Por qué el corazón te late fuerte antes de un examen importante, y formas fáciles de calmarte.',
      summary: '¿Alguna vez has sentido que el corazón te late muy fuerte antes de un examen importante? Esa sensación se llama estrés. Todo el mundo siente estrés a veces, y hay muchas formas de manejarlo.',
      attribution: 'Comprobado con los CDC de Estados Unidos, KidsHealth (Nemours), la Academia Estadounidense de Pediatría, el Instituto Neerlandés de Neurociencia, el Instituto Nacional del Cáncer de Estados Unidos, el Instituto Nacional de Salud Mental de Estados Unidos (NIMH), Children\'s Wisconsin, CHOC Children\'s, U Matter, la Autoridad de Salud de Oregón y el condado de Hillsborough (Florida)',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'handling-stress'),
      getHelp: {
        kind: 'talk',
        heading: 'Pide ayuda si el estrés viene con estas señales',
        signs: [
          'Estrés o preocupación que no se va, o que parece demasiado grande para poder con él',
          'Sentir tristeza o preocupación casi todos los días durante dos semanas o más',
          'No dormir o no comer como sueles hacerlo',
          'Dolores de cabeza o de estómago que vuelven una y otra vez',
          'Pensar en hacerte daño',
        ],
        steps: [
          'Díselo a un adulto de confianza, como tu mamá o tu papá, tu maestra o maestro, el enfermero o el consejero escolar.',
          HELPLINE_STEP,
          FRIEND_STEP,
          EMERGENCY_STEP,
        ],
      },
      tags: ['estres', 'preocupacion', 'adrenalina', 'cortisol', 'respiracion profunda', 'afrontar', 'relajarse', 'pedir ayuda', 'linea de ayuda'],
    },
    {
      id: 'why-sleep-matters',
      slug: 'por-que-es-importante-dormir',
      title: 'Por qué es importante dormir',
      tagline: 'Cómo te ayuda dormir a crecer, aprender y sentirte bien, y consejos para descansar mejor.',
      summary: 'Puede parecer que mientras duermes no pasa nada, pero tu cuerpo y tu cerebro están muy ocupados. Dormir te ayuda a crecer, a recordar lo que aprendiste y a manejar tus sentimientos.',
      attribution: 'Comprobado con los CDC de Estados Unidos, el NHLBI, el NCCIH (NIH), KidsHealth (Nemours), el Manual Merck, tres artículos de Pediatrics (Academia Estadounidense de Pediatría), la Sociedad del Sueño de Minnesota, el Departamento de Salud y Asistencia Social del Reino Unido, el Instituto Nacional de Salud Mental de Estados Unidos (NIMH) y Children’s Wisconsin',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'why-sleep-matters'),
      getHelp: {
        kind: 'talk',
        heading: 'Pide ayuda si notas estas señales',
        signs: [
          'Que te cueste dormirte o seguir durmiendo casi todas las noches',
          'Tener mucho sueño casi todos los días, aunque hayas pasado la noche entera en la cama',
          'Preocupaciones que no te dejan dormir, o sentir tristeza casi todos los días durante dos semanas o más',
          'No comer como sueles hacerlo',
          'Pensar en hacerte daño',
        ],
        steps: [
          'Cuéntaselo a tu mamá, a tu papá o a otro adulto de confianza. Un médico puede ayudar con los problemas de sueño.',
          HELPLINE_STEP,
          EMERGENCY_STEP,
        ],
      },
      tags: ['sueno', 'dormir', 'hora de dormir', 'descanso', 'pantallas', 'rutina', 'cerebro', 'cafeina', 'bebidas energeticas', 'melatonina'],
    },
    {
      id: 'staying-well-online',
      slug: 'bienestar-en-internet',
      title: 'Bienestar en internet: pantallas, sueño y mensajes que hacen daño',
      tagline: 'Ponle hora de dormir a tu teléfono, cuida tu privacidad y aprende qué hacer si un mensaje te hace daño.',
      summary: 'Los teléfonos, las tabletas y los videojuegos te permiten chatear con tus amigos, aprender cosas nuevas y divertirte. Pero ayuda tener un plan, para que las pantallas no te roben el sueño y los mensajes que hacen daño no te arruinen el día.',
      attribution: 'Comprobado con el UK Safer Internet Centre, Seguridad Pública de Canadá, la Real Policía Montada de Canadá (RCMP), el CEOP de la Agencia Nacional contra el Crimen del Reino Unido, el NCMEC, la NSPCC, Childnet, la Comisión Federal de Comercio de Estados Unidos (FTC) y un estudio de 2024 en el Journal of Adolescent Health',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'staying-well-online'),
      getHelp: {
        kind: 'talk',
        heading: 'Pide ayuda enseguida si notas estas señales',
        signs: [
          'Mensajes o publicaciones que te amenazan o que te dan miedo',
          'Alguien en internet te pide una foto sin ropa o sexual, que guardes un secreto o que se vean en persona',
          'Alguien te manda una foto sexual, o dice que compartirá una tuya si no le pagas o no le mandas más',
          'Acoso que sigue después de bloquear y reportar a la persona',
          'Sentir tristeza, preocupación o soledad casi todos los días por lo que pasa en internet',
          'Pensar en hacerte daño',
        ],
        steps: [
          'Díselo a un adulto de confianza, como tu mamá o tu papá, tu maestra o maestro, el enfermero o el consejero escolar. No estás en problemas y nunca es tu culpa.',
          'Si alguien pide una foto sexual o amenaza con compartir una, no mandes nada ni pagues. No contestes más. Anota su nombre de usuario y luego bloquea y reporta.',
          'Nunca copies, hagas captura ni reenvíes una foto sexual de alguien menor de 18, ni para reportarla. No borres los chats: pueden ayudar a frenar a esa persona.',
          'Repórtalo en un servicio de abajo, o llama, escribe o chatea con una línea de ayuda gratis. Si alguien corre peligro ahora mismo, llama a emergencias.',
        ],
        reportingRoutes: true,
      },
      tags: ['pantallas', 'sueno', 'telefonos', 'notificaciones', 'ciberacoso', 'seguridad en internet', 'privacidad', 'linea de ayuda', 'redes sociales', 'amabilidad'],
    },
    {
      id: 'body-image',
      slug: 'imagen-corporal',
      title: 'Imagen corporal: cómo ves tu cuerpo',
      tagline: 'Por qué tantas fotos no son reales, qué ayuda en los días difíciles y cuándo hablar si la comida te preocupa.',
      summary: 'La imagen corporal es lo que piensas y sientes sobre tu cuerpo. Todo el mundo tiene días buenos y días difíciles con ella. Aquí verás qué influye en ella, por qué tantas fotos en internet no son reales y qué ayuda.',
      attribution: 'Comprobado con YoungMinds, Childline, el NHS del Reino Unido, Derbyshire Teen Health (NHS) y Central and North West London NHS Foundation Trust',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'body-image'),
      getHelp: {
        kind: 'talk',
        heading: 'Habla con alguien si notas estas señales',
        signs: [
          'Saltarte comidas o comer muy poco',
          'Preocuparte por la comida, el peso o la forma del cuerpo gran parte del día',
          'Provocarte el vómito después de comer',
          'Hacer mucho ejercicio para compensar lo que comes',
        ],
        steps: [
          'Díselo a un adulto de confianza, como tu mamá o tu papá, tu maestra o maestro, el enfermero o el consejero escolar. Un médico puede ayudar: cuanto antes, mejor.',
          HELPLINE_STEP,
          EMERGENCY_STEP,
        ],
      },
      tags: ['imagen corporal', 'autoestima', 'preocupaciones por la comida', 'trastornos alimentarios', 'redes sociales', 'filtros', 'confianza', 'aspecto', 'edicion de fotos', 'linea de ayuda'],
    },
  ],
};
