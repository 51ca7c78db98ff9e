// The Spanish twin of src/content/categories/careers.ts: the same category slug and emoji, the
// same article ids in the same order, each article with its Spanish slug and words, the same sources
// (taken from the English article, so a page is written once under src/content) and the same
// Get-help box: the same kind, signs and steps in the same order, in Spanish, with no phone number
// (the numbers are in src/content/es/help-lines.ts).
import type { Category } from '../../schemas';
import { careers as english } from '../../categories/careers.ts';
import { sourcesOf } from './twin-sources.ts';

export const careers: Category = {
  slug: 'careers',
  title: 'Profesiones de la salud',
  subtitle: 'Conoce a las personas que cuidan nuestra salud y descubre trabajos que quizá te encanten algún día.',
  description: 'Descubre qué hacen cada día médicos y médicas, enfermeros y enfermeras, dentistas y otros héroes del hospital, y cómo podrías unirte a su equipo.',
  popularTopics: ['Médicos y médicas', 'Enfermeros y enfermeras', 'Dentistas', 'Paramédicos y paramédicas', 'Farmacéuticos y farmacéuticas'],
  emoji: '🩺',
  articles: [
    {
      id: 'doctors-and-nurses',
      slug: 'medicos-y-enfermeros',
      title: 'Médicos, médicas, enfermeros y enfermeras',
      tagline: 'Qué hacen de verdad los médicos y el personal de enfermería, y cómo trabajan en equipo para ayudarte.',
      summary: 'Cuando te sientes mal o te lastimas (te haces daño), muchas veces quienes te ayudan a recuperarte son médicos, médicas, enfermeros y enfermeras. También te ayudan a cuidar tu salud cuando te sientes bien.',
      attribution: 'Comprobado con la Oficina de Estadísticas Laborales de Estados Unidos, MedlinePlus (Biblioteca Nacional de Medicina de Estados Unidos), Careers Wales e Illinois workNet',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'doctors-and-nurses'),
      tags: ['medicos', 'enfermeros', 'enfermeras', 'pediatra', 'enfermero escolar', 'escuela de medicina', 'profesiones', 'trabajos'],
    },
    {
      id: 'a-visit-to-the-dentist',
      slug: 'una-visita-al-dentista',
      title: 'Una visita al dentista',
      tagline: 'Qué pasa en una revisión y cómo mantener fuerte tu sonrisa en casa.',
      summary: 'Tus dientes te ayudan a masticar, a hablar y a sonreír, así que necesitan buenos cuidados. Los dentistas son médicos de los dientes y de las encías que te ayudan a tener la boca sana toda la vida.',
      attribution: 'Comprobado con el NHS (Inglaterra y Escocia), NHS Education for Scotland (SDCEP), la Academia Estadounidense de Odontología Pediátrica, la Oficina de Estadísticas Laborales de Estados Unidos, la Federación Europea de Asociaciones de Especialistas en Ortodoncia (EFOSA), Dorling Kindersley, dentalcare.com de Crest, Whyzz y Bluefish Pediatric Dentistry',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'a-visit-to-the-dentist'),
      tags: ['dentista', 'dientes', 'cepillado', 'caries', 'fluor', 'revision', 'profesiones'],
    },
    {
      id: 'hospital-heroes',
      slug: 'heroes-del-hospital',
      title: 'Héroes y heroínas del hospital',
      tagline: 'Paramédicos, farmacéuticos, expertos en rayos X y más: el equipo que casi no se ve.',
      summary: 'Cuando piensas en un hospital, quizá te imagines a médicos y enfermeras. Pero un hospital es como un pueblo pequeño, y necesita a cientos de personas con trabajos muy distintos para funcionar.',
      attribution: 'Comprobado con O*NET, CareerOneStop y la Oficina de Estadísticas Laborales (Departamento de Trabajo de Estados Unidos), el Servicio Escocés de Ambulancias, MedlinePlus, el Colegio de Farmacéuticos de Nuevo Brunswick, el National Careers Service del Reino Unido, NHS England y hospitales del NHS, la Academia Estadounidense de Pediatría, Mount Sinai y el Science Museum de Londres',
      updatedAt: 'noviembre de 2026',
      lastChecked: 'noviembre de 2026',
      sources: sourcesOf(english, 'hospital-heroes'),
      tags: ['hospital', 'paramedicos', 'farmaceuticos', 'cientificos de laboratorio', 'tecnicos en radiologia', 'fisioterapeutas', 'camilleros', 'celadores', 'especialistas en vida infantil', 'profesiones'],
    },
  ],
};
