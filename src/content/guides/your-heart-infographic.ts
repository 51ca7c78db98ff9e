import type { Guide } from './guide-types';
import { aboutKidsHealthHeart, medlinePlusPulse } from '../sources.ts';

export const yourHeartInfographic: Guide = {
  id: 'your-heart-infographic',
  slug: 'your-heart-infographic',
  title: 'Your Heart Infographic',
  summary:
    'A big, bold infographic for kids about the heart: its size, its four chambers, how often it beats, blood vessels and how to keep it strong.',
  kind: 'infographic',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    aboutKidsHealthHeart,
    medlinePlusPulse,
  ],
  pages: [
    {
      heading: 'Meet Your Heart',
      intro: 'Your heart is a hard-working muscle that never takes a day off.',
      picture: 'heart',
      tiles: [
        {
          label: 'Fist-Sized',
          text: 'Your heart is about the size of your fist. It grows as you grow.',
          picture: 'heart',
        },
        {
          label: 'Four Chambers',
          text: 'Two top rooms called atria and two bottom rooms called ventricles.',
          picture: 'heart',
        },
        {
          label: '100,000+ Beats',
          text: "At rest, a kid's heart beats about 70 to 100 times a minute. That is over 100,000 beats a day!",
          picture: 'clock',
        },
        {
          label: 'Blood Vessels',
          text: 'Arteries carry blood away from the heart. Veins bring it back.',
          picture: 'vessels',
        },
        {
          label: 'Oxygen Delivery',
          text: 'Blood carries oxygen from your lungs to every part of your body.',
          picture: 'lungs',
        },
        {
          label: 'Lub-Dub',
          text: 'Valves are little doors between the rooms and into the arteries. Lub-dub is the sound of them closing.',
          picture: 'stethoscope',
        },
      ],
    },
    {
      heading: 'A Trip Around the Body',
      intro: 'Your blood makes a round trip through your body again and again.',
      picture: 'vessels',
      sections: [
        {
          heading: 'Two sides, two jobs',
          paragraphs: [
            'Blood that has used up much of its oxygen comes back to the right side of your heart, which pumps it to your lungs to pick up more. The left side pumps that oxygen-rich blood out to the rest of your body. Then the trip starts again.',
          ],
        },
        {
          heading: 'A giant network',
          paragraphs: [
            'Your blood vessels branch again and again until they reach almost every part of your body. The tiniest ones, called capillaries, are thinner than a hair.',
          ],
        },
        {
          heading: 'Feel your pulse',
          paragraphs: [
            'Press two fingers gently on the inside of your wrist, below your thumb. Each little bump you feel is a heartbeat. Try it again after jumping for a minute. Is it faster?',
          ],
        },
      ],
    },
    {
      heading: 'Keep Your Heart Strong',
      picture: 'runner',
      sections: [
        {
          heading: 'Heart helpers',
          bullets: [
            'Move your body for at least 60 minutes a day',
            'Eat lots of fruits, vegetables and whole grains',
            'Choose water as your main drink',
            'Get plenty of sleep',
            'Never smoke or vape',
            'Laugh, play and take time to relax',
          ],
        },
        {
          heading: 'Talk to a trusted adult',
          paragraphs: [
            'This guide is for learning. If you have a question about your heart or your health, or you feel unwell, talk to a parent, teacher, school nurse or doctor.',
          ],
        },
      ],
    },
  ],
};
