import type { Guide } from './guide-types';
import { cdcAboutHandwashing, cdcKeepingHandsClean, poisonCentersHandSanitizer } from '../sources.ts';

export const germsAndHandwashing: Guide = {
  id: 'germs-and-handwashing',
  slug: 'germs-and-handwashing',
  title: 'Germs and Handwashing',
  summary:
    'An infographic for kids about what germs are, how they spread, when to wash your hands and the five easy steps to wash them well.',
  kind: 'infographic',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    cdcAboutHandwashing,
    cdcKeepingHandsClean,
    poisonCentersHandSanitizer,
  ],
  pages: [
    {
      heading: 'What Are Germs?',
      intro: 'Germs are everywhere, but you can stop them from making you sick.',
      picture: 'germ',
      sections: [
        {
          heading: 'Too tiny to see',
          paragraphs: [
            'Germs are so tiny that you need a microscope to see them. Some germs, like bacteria, are living things. Others, called viruses, can only make copies of themselves inside living cells. Germs can make you sick with things like colds, flu or stomach bugs.',
          ],
        },
        {
          heading: 'How germs spread',
          bullets: [
            'On hands that touch door handles, toys and phones',
            'Through coughs and sneezes that spray into the air',
            'From food that is not washed or cooked well',
            'When we touch our eyes, nose or mouth',
          ],
        },
        {
          heading: 'Your best defense',
          paragraphs: [
            'Washing your hands with soap and water is one of the best ways to stop germs. It helps keep you, your friends and your family healthy.',
          ],
        },
      ],
    },
    {
      heading: 'Wash Your Hands in 5 Steps',
      intro: 'Soap and water lift germs off your skin and wash them down the drain.',
      picture: 'soap',
      tiles: [
        {
          label: 'Wet',
          text: 'Wet your hands with clean running water. Warm or cold is fine.',
          picture: 'tap',
        },
        {
          label: 'Soap',
          text: 'Add soap and rub your hands together to make lots of bubbles.',
          picture: 'soap',
        },
        {
          label: 'Scrub 20 Seconds',
          text: 'Scrub for at least 20 seconds: backs, thumbs, between fingers, under nails. Hum Happy Birthday twice!',
          picture: 'clock',
        },
        {
          label: 'Rinse',
          text: 'Hold your hands under clean running water until all the soap is gone.',
          picture: 'water',
        },
        {
          label: 'Dry',
          text: 'Dry your hands with a clean towel, or let them air dry.',
          picture: 'towel',
        },
      ],
    },
    {
      heading: 'When to Wash',
      picture: 'soap',
      sections: [
        {
          heading: 'Wash your hands',
          bullets: [
            'Before you eat or help make food',
            'After using the toilet',
            'After you blow your nose, cough or sneeze',
            'After touching pets or cleaning up after them',
            'After touching trash, and when you come in from outside',
            'Any time your hands look dirty',
          ],
        },
        {
          heading: 'No soap nearby?',
          paragraphs: [
            'Hand sanitizer with at least 60 percent alcohol can help. Rub it all over until your hands are dry. Never swallow it. Soap and water are still best, especially when hands are dirty.',
          ],
        },
        {
          heading: 'Cover coughs and sneezes',
          paragraphs: ['Use a tissue or your elbow. Then throw the tissue away and wash your hands.'],
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
