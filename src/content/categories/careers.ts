import type { Category } from '../schemas';

export const careers: Category = {
  slug: 'careers',
  title: 'Healthcare Careers',
  subtitle: 'Meet the people who keep us healthy and discover jobs you might love one day.',
  description:
    'Find out what doctors, nurses, dentists and other hospital heroes do every day, and how you could join them.',
  popularTopics: ['Doctors', 'Nurses', 'Dentists', 'Paramedics', 'Pharmacists'],
  emoji: '🩺',
  articles: [
    {
      id: 'doctors-and-nurses',
      slug: 'doctors-and-nurses',
      title: 'Doctors and Nurses',
      tagline: 'What doctors and nurses really do, and how they team up to help you.',
      summary:
        'When you feel sick or get hurt, doctors and nurses are often the people who help you get better. They also help you stay healthy when you feel fine.',
      attribution: 'Adapted from the U.S. Bureau of Labor Statistics Occupational Outlook Handbook',
      updatedAt: 'September 2026',
      tags: ['doctors', 'nurses', 'pediatrician', 'school nurse', 'medical school', 'careers', 'jobs'],
    },
    {
      id: 'a-visit-to-the-dentist',
      slug: 'a-visit-to-the-dentist',
      title: 'A Visit to the Dentist',
      tagline: 'What happens at a checkup, and how to keep your smile strong at home.',
      summary:
        'Your teeth help you chew, talk and smile, so they need good care. A dentist is a doctor for your teeth and gums who helps keep your mouth healthy for life.',
      attribution: 'Adapted from the American Dental Association (MouthHealthy)',
      updatedAt: 'October 2026',
      tags: ['dentist', 'teeth', 'brushing', 'cavities', 'fluoride', 'checkup', 'careers'],
    },
    {
      id: 'hospital-heroes',
      slug: 'hospital-heroes',
      title: 'Hospital Heroes',
      tagline: 'Paramedics, pharmacists, porters and more: the team behind the scenes.',
      summary:
        'When you think of a hospital, you may picture doctors and nurses. But a hospital is like a small town, and it needs hundreds of people with lots of different jobs to keep it running.',
      attribution: 'Adapted from NHS Health Careers',
      updatedAt: 'November 2026',
      tags: ['hospital', 'paramedics', 'pharmacists', 'lab scientists', 'radiographers', 'physiotherapists', 'porters', 'careers'],
    },
  ],
};
