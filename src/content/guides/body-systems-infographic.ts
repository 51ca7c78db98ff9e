import type { Guide } from './guide-types';

export const bodySystemsInfographic: Guide = {
  id: 'body-systems-infographic',
  slug: 'body-systems-infographic',
  title: 'Body Systems Infographic',
  summary:
    "An infographic for kids about six of the body's main systems, what each one does and how they all work together as a team.",
  kind: 'infographic',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    { publisher: 'University of British Columbia, Zoology', title: 'Bones and the skeleton: introduction', url: 'https://zoology.ubc.ca/~biomania/tutorial/bonesk/intro.htm' },
    { publisher: 'Florida State University (Molecular Expressions)', title: 'Human muscle', url: 'https://micro.magnet.fsu.edu/primer/techniques/polarized/gallery/pages/humanmusclelarge.html' },
  ],
  pages: [
    {
      heading: "Your Body's Teams",
      intro: 'A body system is a team of parts that work together on one big job.',
      picture: 'body',
      tiles: [
        {
          label: 'Circulatory System',
          text: 'Your heart and blood vessels move blood, oxygen and food all around your body.',
          picture: 'heart',
        },
        {
          label: 'Respiratory System',
          text: 'Your lungs breathe in oxygen and breathe out a waste gas called carbon dioxide.',
          picture: 'lungs',
        },
        {
          label: 'Digestive System',
          text: 'Your stomach and intestines break food down into fuel your body can use.',
          picture: 'plate',
        },
        {
          label: 'Nervous System',
          text: 'Your brain, spinal cord and nerves send messages that control what you do.',
          picture: 'brain',
        },
        {
          label: 'Skeletal System',
          text: 'An adult has 206 bones. They hold you up and protect parts like your brain.',
          picture: 'bone',
        },
        {
          label: 'Muscular System',
          text: 'Over 600 skeletal muscles pull on your bones. Your heart is a different kind: cardiac muscle.',
          picture: 'runner',
        },
      ],
    },
    {
      heading: 'How They Work Together',
      intro: 'No system works alone. They are always helping each other.',
      picture: 'runner',
      sections: [
        {
          heading: 'Going for a run',
          paragraphs: [
            'When you run, your nervous system tells your muscles to move. Your muscles pull on your bones. Your lungs breathe faster to take in more oxygen, and your heart pumps faster to carry it to your muscles.',
          ],
        },
        {
          heading: 'Eating lunch',
          paragraphs: [
            'Your digestive system breaks food into tiny bits of fuel. Your blood picks up this fuel and carries it to every part of you, so you have energy to learn and play.',
          ],
        },
        {
          heading: 'Always on',
          paragraphs: [
            'Even while you sleep, your brain keeps you breathing and your heart keeps beating. Your body is always busy!',
          ],
        },
      ],
    },
    {
      heading: 'Take Care of Your Teams',
      picture: 'body',
      sections: [
        {
          heading: 'Healthy habits',
          bullets: [
            'Move every day to help your heart, lungs, muscles and bones',
            'Eat a mix of foods to fuel every system',
            'Drink water through the day',
            'Get plenty of sleep so your brain and body can rest',
            'Wear a helmet for biking and skating to protect your brain',
          ],
        },
        {
          heading: 'Talk to a trusted adult',
          paragraphs: [
            'This guide is for learning. If you have a question about your body or your health, or you feel unwell, talk to a parent, teacher, school nurse or doctor.',
          ],
        },
      ],
    },
  ],
};
