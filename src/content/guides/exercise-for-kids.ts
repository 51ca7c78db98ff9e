import type { Guide } from './guide-types';
import { cdcChildActivity, cdcConcussionDangerSigns, nhsActivityGuidelines } from '../sources.ts';

export const exerciseForKids: Guide = {
  id: 'exercise-for-kids',
  slug: 'exercise-for-kids',
  title: 'Exercise for Kids',
  summary:
    'A guide for kids about moving every day: how much activity you need, the three kinds of activity, staying safe and fun ways to play.',
  kind: 'guide',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    cdcChildActivity,
    nhsActivityGuidelines,
    cdcConcussionDangerSigns,
  ],
  pages: [
    {
      heading: 'Move Every Day',
      intro: 'Moving your body helps your heart, muscles, bones and mood. And it can be lots of fun!',
      picture: 'runner',
      sections: [
        {
          heading: 'How much do you need?',
          paragraphs: [
            'The CDC in the US says kids and teens aged 6 to 17 need at least 60 minutes of activity every day. The NHS in the UK says ages 5 to 18 should average at least 60 minutes a day across the week. It does not have to be all at once. Ten minutes here and twenty minutes there all add up.',
          ],
        },
        {
          heading: 'Why moving helps',
          bullets: [
            'A stronger heart and lungs',
            'Stronger muscles and bones',
            'Better sleep at night',
            'Easier focus at school',
            'A happier mood and less stress',
          ],
        },
      ],
    },
    {
      heading: 'Three Kinds of Activity',
      intro: 'Mix these three kinds of moving through your week.',
      picture: 'heart',
      sections: [
        {
          heading: 'Heart-pumping',
          paragraphs: [
            'These make you breathe harder and feel warm, like running, swimming, biking or dancing. Most of your 60 minutes can be this kind. On at least 3 days a week, make some of it hard enough that talking is tough.',
          ],
        },
        {
          heading: 'Muscle-building',
          paragraphs: [
            'These make your muscles work hard, like climbing, push-ups, tug of war or swinging on the monkey bars. Try them on at least 3 days a week.',
          ],
        },
        {
          heading: 'Bone-building',
          paragraphs: [
            'Jumping and landing help your bones grow strong. Try skipping rope, hopscotch, basketball or running games. Aim for at least 3 days a week too.',
          ],
        },
      ],
    },
    {
      heading: 'Stay Safe While You Play',
      picture: 'water-bottle',
      sections: [
        {
          heading: 'Warm up and drink water',
          paragraphs: [
            'Start slowly for a few minutes, and stretch gently at the end. Drink water before, during and after you play, especially on hot days.',
          ],
        },
        {
          heading: 'Gear up',
          bullets: [
            'Wear a helmet for biking, skating and scooters',
            'Choose comfortable shoes that fit well',
            'Use sunscreen and a hat outside on sunny days',
          ],
        },
        {
          heading: 'Listen to your body',
          paragraphs: [
            'Feeling tired and sweaty is normal. But if something hurts, stop, rest and tell an adult.',
            'Hit your head? Stop playing and tell an adult. When in doubt, sit it out. Get emergency help if someone passed out, throws up more than once, has a seizure, is confused, has a worsening headache, or has clear fluid from the nose or ears.',
          ],
        },
      ],
    },
    {
      heading: 'Sit Less, Play More',
      picture: 'clock',
      sections: [
        {
          heading: 'Take movement breaks',
          paragraphs: [
            'After an hour of screens or homework, stand up, stretch or walk around for a few minutes.',
          ],
        },
        {
          heading: 'Fun ideas to try',
          bullets: [
            'Have a dance party in the kitchen',
            'Walk or bike to school with an adult',
            'Play tag, hide and seek or catch',
            'Try a new sport or join a club',
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
