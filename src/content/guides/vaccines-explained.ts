import type { Guide } from './guide-types';
import { immunizeFaintingAfterVaccination, nhsVaccinationSafe, pahoHowVaccinesWork } from '../sources.ts';

export const vaccinesExplained: Guide = {
  id: 'vaccines-explained',
  slug: 'vaccines-explained',
  title: 'Vaccines Explained',
  summary:
    'A kid-friendly guide to how vaccines train your immune system, how they are tested, why boosters help and how to feel calm at a vaccine visit.',
  kind: 'guide',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    pahoHowVaccinesWork,
    nhsVaccinationSafe,
    immunizeFaintingAfterVaccination,
  ],
  pages: [
    {
      heading: 'How Vaccines Work',
      intro: "Vaccines are like a practice session for your body's defense team.",
      picture: 'vaccine',
      sections: [
        {
          heading: 'Meet your immune system',
          paragraphs: [
            'Your body has an immune system. It is a team of cells that finds and fights germs. The first time it meets a new germ, it needs time to learn how to beat it. That is when you can get sick.',
          ],
        },
        {
          heading: 'A safe practice',
          paragraphs: [
            'A vaccine shows your immune system a weakened or killed germ, a harmless piece of a germ, or instructions for making that piece. Your body can practice without getting the disease. It makes antibodies, which help it fight that germ.',
          ],
        },
        {
          heading: 'Ready for next time',
          paragraphs: [
            'Your immune system remembers what it learned. If the real germ ever shows up, your body can fight it fast, often before you get sick at all.',
          ],
        },
      ],
    },
    {
      heading: 'Safe and Tested',
      picture: 'shield',
      sections: [
        {
          heading: 'Checked by scientists',
          paragraphs: [
            'Before a vaccine is given to the public, it is tested carefully in many steps with thousands of volunteers. Experts check that it works and that it is safe. Even after that, they keep watching to make sure it stays safe.',
          ],
        },
        {
          heading: 'Side effects are usually small',
          paragraphs: [
            'Some people get a sore arm, feel tired or feel a bit warm for a day or two. This is normal. It is a sign the body is learning. Serious problems are very rare.',
          ],
        },
        {
          heading: 'Why boosters?',
          paragraphs: [
            "Some vaccines need more than one shot. A later shot, called a booster, reminds your immune system so your protection stays strong. Flu germs change often, so a new flu vaccine is made each year.",
          ],
        },
        {
          heading: 'Who recommends what',
          paragraphs: [
            'Different countries and health groups give different vaccine schedules, and schedules can change over time. As of November 2026, doctors\' groups and the US government have disagreed this year about some childhood vaccines, such as the flu vaccine. Your family and doctor can help you decide. Your doctor or nurse can tell you which vaccines are advised where you live.',
          ],
        },
      ],
    },
    {
      heading: 'Your Vaccine Visit',
      intro: 'Feeling a bit nervous is okay. Lots of people do, even adults.',
      picture: 'vaccine',
      sections: [
        {
          heading: 'What happens',
          paragraphs: [
            'A nurse or doctor cleans a small spot on your arm and gives the shot. It feels like a quick pinch and is over in a few seconds. A few vaccines are given as a nose spray or drops in the mouth instead.',
          ],
        },
        {
          heading: 'Coping tips',
          bullets: [
            'Take slow, deep breaths, like blowing out birthday candles',
            'Look away, or think about something you enjoy',
            "Hold a trusted adult's hand, or squeeze a stress ball",
            'Keep your arm relaxed, not tense',
            'Ask questions, because knowing what will happen helps',
          ],
        },
        {
          heading: 'Feeling faint?',
          paragraphs: [
            'If you feel dizzy, sweaty or faint, tell the nurse right away and sit or lie down. You may be asked to wait about 15 minutes afterward, just in case.',
          ],
        },
      ],
    },
    {
      heading: 'Protecting Everyone',
      picture: 'shield',
      sections: [
        {
          heading: 'Community protection',
          paragraphs: [
            'When most people in a community are vaccinated, germs have a hard time spreading. This helps protect people who cannot have some vaccines, like tiny babies or people with certain illnesses. This is called community protection, or herd immunity.',
          ],
        },
        {
          heading: 'You are a helper',
          paragraphs: [
            'Getting your vaccines helps keep you healthy. It also helps protect your friends, your family and your neighbors.',
          ],
        },
        {
          heading: 'Talk to a trusted adult',
          paragraphs: [
            'This guide is for learning. If you have a question about vaccines or your health, or you feel unwell, talk to a parent, teacher, school nurse or doctor.',
          ],
        },
      ],
    },
  ],
};
