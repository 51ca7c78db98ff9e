import type { Guide } from './guide-types';
import { nhsChildrensTeeth, nhsDentalCheckUps } from '../sources.ts';

export const tinyTeethBigSmiles: Guide = {
  id: 'tiny-teeth-big-smiles',
  slug: 'tiny-teeth-big-smiles',
  title: 'Tiny Teeth, Big Smiles',
  summary:
    'A reading guide for kids about baby and adult teeth, plaque and cavities, brushing and flossing, sugary drinks, dentist visits and mouthguards.',
  kind: 'reading',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    nhsChildrensTeeth,
    { publisher: 'NHS', title: 'Broken or knocked-out tooth', url: 'https://www.nhs.uk/conditions/broken-or-knocked-out-tooth/' },
    nhsDentalCheckUps,
  ],
  pages: [
    {
      heading: 'Meet Your Teeth',
      intro: 'Your teeth help you chew, talk and smile. Let\'s find out how to keep them healthy.',
      picture: 'tooth',
      sections: [
        {
          heading: 'Two sets of teeth',
          paragraphs: [
            'Kids have 20 baby teeth. Around age 6, they start to fall out to make room for adult teeth. A full adult set is 32 teeth, including 4 wisdom teeth at the very back. Many adults have fewer, because their wisdom teeth were taken out or never came in.',
          ],
        },
        {
          heading: 'Different teeth, different jobs',
          bullets: [
            'Incisors at the front bite and cut food',
            'Canines, the pointy ones, grip and tear food',
            'Molars at the back crush and grind food',
          ],
        },
        {
          heading: 'Baby teeth matter',
          paragraphs: [
            'Even though they fall out, baby teeth help you chew and speak clearly. They also save space for your adult teeth. So take good care of them!',
          ],
        },
      ],
    },
    {
      heading: 'Plaque and Cavities',
      picture: 'germ',
      sections: [
        {
          heading: 'What is plaque?',
          paragraphs: [
            'Plaque is a sticky, clear layer of bacteria that builds up on your teeth every day. When you eat or drink sugary or starchy foods, these bacteria make acid.',
          ],
        },
        {
          heading: 'How cavities form',
          paragraphs: [
            'Acid can wear away enamel, the hard outer layer of your teeth. Over time, this can make a small hole called a cavity. Brushing and flossing clear away plaque before it can do harm.',
          ],
        },
        {
          heading: 'Sugar and drinks',
          paragraphs: [
            'Sweet treats are fine now and then, and best with a meal. Sipping sugary drinks all day keeps teeth bathed in sugar. Water and milk are the best drinks for your teeth.',
          ],
        },
      ],
    },
    {
      heading: 'Brush and Floss Like a Pro',
      picture: 'toothbrush',
      sections: [
        {
          heading: 'Brushing',
          bullets: [
            'Brush for 2 minutes, twice a day: morning and bedtime',
            'Use a pea-sized amount of fluoride toothpaste',
            'Fluoride helps make tooth enamel stronger',
            'Brush every side of every tooth, and gently along the gums',
            'Get a new toothbrush every 3 to 4 months, or when it looks worn',
          ],
        },
        {
          heading: 'Flossing',
          paragraphs: [
            'Floss once a day to clean between your teeth, where a brush cannot reach. Ask an adult to show you how.',
          ],
        },
      ],
    },
    {
      heading: 'Dentist Visits and Mouthguards',
      picture: 'tooth',
      sections: [
        {
          heading: 'Visit the dentist',
          paragraphs: [
            'Most kids see the dentist for a checkup every six months. Your dentist will say how often is right for you: usually between every 3 months and once a year. The team cleans your teeth and checks for cavities.',
          ],
        },
        {
          heading: 'Mouthguards for sports',
          paragraphs: [
            'If you play sports like hockey, basketball, football, soccer or martial arts, wear a mouthguard. It cushions your teeth and helps protect them from getting chipped or knocked out.',
          ],
        },
        {
          heading: 'If an adult tooth is knocked out',
          paragraphs: [
            'Hold it by the white top, not the root. Rinse it quickly if dirty, but do not scrub it. Keep it in milk and see a dentist within 30 minutes if you can. Never put a baby tooth back.',
          ],
        },
        {
          heading: 'Talk to a trusted adult',
          paragraphs: [
            'This guide is for learning. If you have a question about your teeth or your health, or something in your mouth hurts, talk to a parent, teacher, school nurse, dentist or doctor.',
          ],
        },
      ],
    },
  ],
};
