import type { Guide } from './guide-types';
import { kidsHealthGermsForTeens } from '../sources.ts';

export const theBookOfGerms: Guide = {
  id: 'the-book-of-germs',
  slug: 'the-book-of-germs',
  title: 'The Book of Germs',
  summary:
    'A friendly reading tour for kids of the tiny world of microbes: bacteria, viruses, fungi and protozoa, and how your body and good habits keep harmful germs away.',
  kind: 'reading',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    kidsHealthGermsForTeens,
    { publisher: 'UMass Chan Medical School', title: 'Bacteria 101', url: 'https://www.umassmed.edu/maps/maps-new/bacteria/bacteria-101/' },
    { publisher: 'Arizona State University (Ask A Biologist)', title: 'Bacteria', url: 'https://askabiologist.asu.edu/bacteria-overview' },
  ],
  pages: [
    {
      heading: 'Welcome to the World of Microbes',
      intro: 'Microbes are tiny things, too small to see. Most of them are living things. The ones that can make you sick are called germs.',
      picture: 'book',
      sections: [
        {
          heading: 'Too small to see',
          paragraphs: [
            'Microbes are tiny. Most bacteria are only 1 to 10 micrometers long, so a line of 1,000 small ones would be only about 1 millimeter long. You need a microscope to see most microbes. They live almost everywhere: in soil, in water, in the air, and on and inside you!',
          ],
        },
        {
          heading: 'Most microbes are not germs',
          paragraphs: [
            'Only a small number of microbes cause illness. Many are harmless, and lots are helpful. They help make yogurt and cheese, break down fallen leaves and even help keep you healthy.',
          ],
        },
        {
          heading: 'Meet the main types',
          paragraphs: [
            'In this book, you will meet four main types: bacteria, viruses, fungi and protozoa. Viruses are the odd ones out: they are not living cells, and they can only make copies of themselves inside living cells. Let\'s go exploring!',
          ],
        },
      ],
    },
    {
      heading: 'Bacteria and Viruses',
      picture: 'germ',
      sections: [
        {
          heading: 'Bacteria',
          paragraphs: [
            'Bacteria are tiny living cells. Some are round, some are shaped like rods and some are twisty spirals. Trillions of helpful bacteria live in your gut. They help you digest food and crowd out harmful germs. A few kinds can cause illnesses, like strep throat.',
          ],
        },
        {
          heading: 'Viruses',
          paragraphs: [
            'Viruses are much smaller than bacteria. They cannot make copies of themselves on their own. They have to get inside a living cell and use it to make more viruses. Viruses cause colds, flu and chickenpox.',
          ],
        },
        {
          heading: 'Different germs, different tools',
          paragraphs: [
            'Medicines called antibiotics can fight some bacteria, but they do not work on viruses. That is why a doctor does not give them for a cold.',
          ],
        },
      ],
    },
    {
      heading: 'Fungi and Protozoa',
      picture: 'mushroom',
      sections: [
        {
          heading: 'Fungi',
          paragraphs: [
            "Fungi include mushrooms, mold and yeast. Yeast is the helper that makes bread dough rise! A few fungi can cause itchy skin, like athlete's foot. They love warm, damp places, so drying your feet well helps keep them away.",
          ],
        },
        {
          heading: 'Protozoa',
          paragraphs: [
            'Protozoa are tiny creatures made of just one cell. Many live in ponds, lakes and soil, and some can move on their own. Most are harmless, but a few can cause stomach illness if they get into drinking water.',
          ],
        },
      ],
    },
    {
      heading: 'Your Body Fights Back',
      picture: 'shield',
      sections: [
        {
          heading: 'Your defense team',
          paragraphs: [
            'Your skin is a wall that keeps germs out. Tears, spit and mucus trap and wash away germs. If germs do get in, white blood cells hunt them down. Your body even remembers germs it has beaten before.',
          ],
        },
        {
          heading: 'How we stop harmful germs',
          bullets: [
            'Wash your hands with soap and water',
            'Cover coughs and sneezes with a tissue or your elbow',
            'Keep your vaccines up to date',
            'Drink clean water and eat food that is washed and cooked well',
            'Rest at home when you are sick',
          ],
        },
        {
          heading: 'Talk to a trusted adult',
          paragraphs: [
            'This guide is for learning. If you have a question about germs or your health, or you feel unwell, talk to a parent, teacher, school nurse or doctor.',
          ],
        },
      ],
    },
  ],
};
