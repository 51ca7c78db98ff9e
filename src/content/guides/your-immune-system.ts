import type { Guide } from './guide-types';
import { cdcChildrenSleep, pahoHowVaccinesWork } from '../sources.ts';

export const yourImmuneSystem: Guide = {
  id: 'your-immune-system',
  slug: 'your-immune-system',
  title: 'Your Immune System',
  summary:
    "A reading guide for kids about the body's defense team: skin and mucus, white blood cells, fever, antibodies and how healthy habits help.",
  kind: 'reading',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    pahoHowVaccinesWork,
    cdcChildrenSleep,
  ],
  pages: [
    {
      heading: "Your Body's Defense Team",
      intro: 'Every day, your immune system works quietly to keep you healthy.',
      picture: 'shield',
      sections: [
        {
          heading: 'What is the immune system?',
          paragraphs: [
            'Your immune system is a team of organs, cells and special proteins. Its job is to find germs that could make you sick and get rid of them. It works day and night, even while you sleep.',
          ],
        },
        {
          heading: 'The first wall: skin',
          paragraphs: [
            'Your skin is like a castle wall. When it is whole, most germs cannot get through. That is why it helps to clean and cover cuts and scrapes.',
          ],
        },
        {
          heading: 'Sticky traps',
          paragraphs: [
            'Inside your nose and throat is slimy mucus. It traps germs and dust, and tiny hairs help sweep it away. Tears and spit wash germs away too, and stomach acid destroys many germs in food.',
          ],
        },
      ],
    },
    {
      heading: 'White Blood Cells to the Rescue',
      picture: 'defender',
      sections: [
        {
          heading: 'Germ fighters',
          paragraphs: [
            'If germs get past the walls, white blood cells spring into action. Some swallow germs whole. Others send signals to call in more helpers. Your blood carries billions of these tiny defenders.',
          ],
        },
        {
          heading: 'Fever is a helper',
          paragraphs: [
            'Sometimes your body heats up when it is fighting germs. This is called a fever. A fever makes it harder for germs to grow and helps your defenders work. If you feel hot or unwell, tell an adult so they can look after you.',
          ],
        },
        {
          heading: 'Signs of a busy team',
          paragraphs: [
            'A runny nose, a cough or feeling tired can be signs that your immune system is hard at work. Resting gives your body energy to do its job.',
          ],
        },
      ],
    },
    {
      heading: 'Antibodies and Memory',
      picture: 'vaccine',
      sections: [
        {
          heading: 'Antibodies',
          paragraphs: [
            'Some white blood cells make antibodies. These are tiny Y-shaped proteins that stick to one kind of germ. They mark the germ so other cells can find it and destroy it.',
          ],
        },
        {
          heading: 'A super memory',
          paragraphs: [
            'After your body beats a germ, some cells remember it. If the same germ comes back, your body can fight it much faster, and often you do not get sick at all. This is called immunity.',
          ],
        },
        {
          heading: 'How vaccines use memory',
          paragraphs: [
            'Vaccines teach your immune system about a germ safely, without you having to get sick first. Your body makes antibodies and memory cells, so it is ready if the real germ shows up.',
          ],
        },
      ],
    },
    {
      heading: 'Help Your Immune System',
      intro: 'Healthy habits help your defense team stay strong.',
      picture: 'runner',
      sections: [
        {
          heading: 'Healthy habits',
          bullets: [
            'Sleep: kids 6 to 12 need 9 to 12 hours a night, and teens need 8 to 10 hours.',
            'Food: eat lots of colorful fruits and vegetables.',
            'Exercise: move your body every day.',
            'Vaccines: keep them up to date.',
            'Handwashing: stop germs before they get in.',
            'Feelings: share your worries, because stress can wear you down.',
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
