import type { Guide } from './guide-types';
import { blsPhysiciansAndSurgeons, blsPremedToPhysician } from '../sources.ts';

export const soYouWantToBeADoctor: Guide = {
  id: 'so-you-want-to-be-a-doctor',
  slug: 'so-you-want-to-be-a-doctor',
  title: 'So You Want to Be a Doctor',
  summary:
    'A reading guide for curious kids about what doctors do, the many kinds of doctors, how people become doctors and things you can try now.',
  kind: 'reading',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    blsPhysiciansAndSurgeons,
    blsPremedToPhysician,
  ],
  pages: [
    {
      heading: 'What Do Doctors Do?',
      intro: 'Doctors are detectives, teachers and helpers all rolled into one.',
      picture: 'stethoscope',
      sections: [
        {
          heading: 'Helping people get well',
          paragraphs: [
            'Doctors help people when they are sick or hurt. They listen, ask questions, examine the body and sometimes order tests to find out what is wrong. Then they make a plan to help the person get better.',
          ],
        },
        {
          heading: 'Keeping people healthy',
          paragraphs: [
            'Doctors also help stop illness before it starts. They do checkups, give vaccines and teach people how to look after their bodies.',
          ],
        },
        {
          heading: 'A day might include',
          bullets: [
            'Talking with patients and their families',
            'Listening to hearts and lungs with a stethoscope',
            'Looking at x-rays and test results',
            'Working with nurses and other team members',
          ],
        },
      ],
    },
    {
      heading: 'Many Kinds of Doctors',
      intro: 'There are lots of kinds of doctors. Here are just a few.',
      picture: 'body',
      sections: [
        {
          heading: 'Who does what?',
          bullets: [
            'Pediatricians care for babies, kids and teens',
            'Family doctors care for people of all ages',
            'Surgeons treat problems by doing operations',
            'Cardiologists are heart experts',
            'Dermatologists care for skin, hair and nails',
            'Emergency doctors help people who are suddenly very sick or hurt',
            'Psychiatrists help people with their mental health',
          ],
        },
        {
          heading: 'Finding new answers',
          paragraphs: [
            'Some doctors also do research. They study illnesses and test new ways to treat them, which helps people all over the world.',
          ],
        },
      ],
    },
    {
      heading: 'The Path to Becoming a Doctor',
      picture: 'book',
      sections: [
        {
          heading: 'At school now',
          paragraphs: [
            'Science and math are very helpful, especially biology and chemistry. Reading and writing matter too, because doctors explain things clearly and write lots of notes.',
          ],
        },
        {
          heading: 'University and medical school',
          paragraphs: [
            'In some countries, like the US, students go to university first and then to medical school. In others, like the UK, many start medical school straight after high school. Medical school usually takes 4 to 6 years.',
          ],
        },
        {
          heading: 'Training on the job',
          paragraphs: [
            'New doctors then train in hospitals and clinics with experienced doctors for several more years. All together, it often takes 10 years or more. It is a long road, but many doctors say it is worth it.',
          ],
        },
      ],
    },
    {
      heading: 'Skills and Things to Try Now',
      picture: 'heart',
      sections: [
        {
          heading: 'Skills doctors need',
          bullets: [
            'Kindness and caring about people',
            'Curiosity and a love of learning',
            'Teamwork and good listening',
            'Staying calm and solving problems',
          ],
        },
        {
          heading: 'Things to try now',
          bullets: [
            'Read books about the human body',
            'Do science experiments at home or in a club',
            'Learn basic first aid with an adult',
            'Ask your doctor about their job at your next checkup',
          ],
        },
        {
          heading: 'Talk to a trusted adult',
          paragraphs: [
            'This guide is for learning. If you have a question about your health, or you feel unwell, talk to a parent, teacher, school nurse or doctor.',
          ],
        },
      ],
    },
  ],
};
