// The Spanish twin of src/content/categories/nutrition.ts: the same category slug and emoji, the
// same article ids in the same order, each article with its Spanish slug and words, the same sources
// (taken from the English article, so a page is written once under src/content) and the same
// Get-help box: the same kind, signs and steps in the same order, in Spanish, with no phone number
// (the numbers are in src/content/es/help-lines.ts).
import type { Category } from '../../schemas';
import { nutrition as english } from '../../categories/nutrition.ts';
import { sourcesOf } from './twin-sources.ts';

export const nutrition: Category = {
  slug: 'nutrition',
  title: 'Nutrición y alimentación',
  subtitle: 'Descubre cómo la comida te da energía y te ayuda a crecer fuerte.',
  description:
    'Prepara una lonchera (fiambrera) equilibrada, descifra las etiquetas de los alimentos y conoce las vitaminas y los minerales que te mantienen sano.',
  popularTopics: ['Loncheras saludables', 'Etiquetas de los alimentos', 'Vitaminas y minerales', 'Grupos de alimentos', 'Refrigerios inteligentes'],
  emoji: '🥦',
  articles: [
    {
      id: 'packing-a-healthy-lunchbox',
      slug: 'prepara-una-lonchera-saludable',
      title: 'Prepara una lonchera (fiambrera) saludable',
      tagline: 'Frutas, verduras, cereales, proteína y lácteos: un almuerzo que te da energía toda la tarde.',
      summary:
        'El almuerzo (la comida del mediodía) es el combustible que te mantiene con energía el resto del día en la escuela. Un buen almuerzo te ayuda a pensar, jugar y aprender toda la tarde, y prepararlo es más fácil de lo que crees.',
      attribution:
        'Comprobado con las Guías Alimentarias para Estadounidenses 2025-2030 (HHS y USDA), la FAO, el USDA, el Whole Grains Council, el NHS, el Belfast Trust, la British Heart Foundation, Alberta Health Services, nidirect, UMass Amherst y noticias de The Cullman Tribune, WV News y el Columbia Daily Tribune',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'packing-a-healthy-lunchbox'),
      tags: ['almuerzo', 'lonchera', 'fiambrera', 'grupos de alimentos', 'piramide de alimentos', 'guia eatwell', 'frutas y verduras', 'cereales integrales', 'alimentacion saludable', 'seguridad de los alimentos'],
    },
    {
      id: 'reading-food-labels',
      slug: 'como-leer-las-etiquetas-de-los-alimentos',
      title: 'Cómo leer las etiquetas de los alimentos',
      tagline: 'Aprende a descifrar el código secreto que hay en la parte de atrás de cada paquete de comida.',
      summary:
        'El recuadro de números y palabras que hay en la parte de atrás de un paquete de comida se llama etiqueta de los alimentos. Al principio puede parecer confusa, pero cuando sabes leerla, puedes aprender mucho sobre lo que comes.',
      attribution:
        'Comprobado con la Administración de Alimentos y Medicamentos de Estados Unidos (FDA), la American Heart Association, nidirect, Mayo Clinic, el NHS, el Departamento de Agricultura de Minnesota y el Ayuntamiento de Tameside',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'reading-food-labels'),
      tags: ['etiquetas de alimentos', 'informacion nutricional', 'porcion', 'racion', 'calorias', 'ingredientes', 'azucar', 'sodio', 'sal', 'alergenos'],
    },
    {
      id: 'vitamins-and-minerals',
      slug: 'vitaminas-y-minerales',
      title: 'Vitaminas y minerales',
      tagline: 'Conoce a los pequeños ayudantes que hacen grandes trabajos por todo tu cuerpo.',
      summary:
        'Tu cuerpo es como una ciudad llena de actividad que necesita muchos trabajadores para funcionar. Las vitaminas y los minerales son algunos de los más importantes: solo necesitas cantidades pequeñas, pero hacen trabajos muy grandes.',
      attribution:
        'Comprobado con HealthLinkBC, Food Standards Scotland, NC Poison Control, el NHS, MedlinePlus (NIH), Children’s Mercy Kansas City, Licking Memorial Health Systems, nidirect, KidsHealth (Nemours), BBC Bitesize y UMass Amherst',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'vitamins-and-minerals'),
      getHelp: {
        kind: 'poison',
        heading: 'Pide ayuda ya si alguien se tragó demasiadas vitaminas o pastillas',
        signs: [
          'Alguien se tragó vitaminas, gomitas (gominolas) o medicinas que no eran para esa persona',
          'Alguien tomó más de lo que dice la etiqueta, aunque parezca estar bien',
          'Un frasco o un paquete abierto, y faltan pastillas o gomitas',
          'Tiene náuseas, vomita o le duele el estómago después de tragarlas',
          'Tiene mucho sueño, cuesta despertarlo, tiene una convulsión o le cuesta respirar',
        ],
        steps: [
          'Avisa a un adulto enseguida, aunque la persona parezca estar bien.',
          'No intentes hacer que vomite.',
          'Guarda el frasco o el paquete, para poder enseñarle al experto en intoxicaciones o al médico qué se tragó.',
          'Llama a una línea para intoxicaciones (abajo). Si no se mantiene despierto, tiene una convulsión o le cuesta respirar, llama a un número de emergencias (abajo).',
        ],
      },
      tags: ['vitaminas', 'minerales', 'calcio', 'hierro', 'vitamina d', 'vitamina c', 'suplementos', 'complementos alimenticios', 'alimentacion saludable'],
    },
  ],
};
