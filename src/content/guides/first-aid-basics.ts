import type { Guide } from './guide-types';

export const firstAidBasics: Guide = {
  id: 'first-aid-basics',
  slug: 'first-aid-basics',
  title: 'First Aid Basics',
  summary:
    'A first aid guide for kids: staying calm, getting an adult, calling for help, and simple care for cuts, nosebleeds, bumps and burns.',
  kind: 'guide',
  updatedAt: 'November 2026',
  pages: [
    {
      heading: 'Be a First Aid Helper',
      intro: 'First aid is the help you give right away when someone is hurt. Your most important job is to get an adult.',
      picture: 'first-aid',
      sections: [
        {
          heading: 'Stay calm',
          paragraphs: [
            'Take a slow, deep breath. Staying calm helps you think clearly, and it helps the hurt person feel safer.',
          ],
        },
        {
          heading: 'Get an adult at once',
          paragraphs: [
            'For anything serious, get an adult right away. Shout for help if you need to. Make sure you are safe before you go near. Do not move someone who might be badly hurt.',
          ],
        },
        {
          heading: 'Call for help',
          paragraphs: [
            'If someone is badly hurt, will not wake up or is having trouble breathing, call your local emergency number, such as 911 in the US or 999 in the UK, or 112 in Europe.',
            'Say where you are and what happened. Stay on the phone and do what the person tells you.',
          ],
        },
      ],
    },
    {
      heading: 'Cuts, Scrapes and Nosebleeds',
      picture: 'first-aid',
      sections: [
        {
          heading: 'Small cuts and scrapes',
          bullets: [
            'Tell an adult and wash your hands if you can',
            'Rinse the cut gently with clean running water',
            'Press on it with a clean cloth to stop the bleeding',
            'Cover it with a clean bandage',
            'Deep cuts, or bleeding that will not stop, need an adult fast',
          ],
        },
        {
          heading: 'Nosebleeds',
          bullets: [
            'Sit down and lean FORWARD, not back',
            'Pinch the soft part of the nose, just below the bony part',
            'Keep pinching for about 10 minutes and breathe through your mouth',
            'Get an adult if it does not stop, or if it started after a hard hit',
          ],
        },
      ],
    },
    {
      heading: 'Bumps and Burns',
      picture: 'first-aid',
      sections: [
        {
          heading: 'Bumps and bruises',
          paragraphs: [
            'Rest, and hold a cold pack wrapped in a cloth on the bump for a few minutes. Never put ice straight on skin.',
            'Always tell an adult about a bump to the head, especially if you feel sleepy, sick or dizzy afterwards.',
          ],
        },
        {
          heading: 'Burns',
          bullets: [
            'Tell an adult right away',
            'Cool the burn under cool running water for 20 minutes',
            'Do NOT use ice, butter or creams',
            'An adult can cover it loosely with plastic wrap or a clean cloth',
            'Big or deep burns need emergency help',
          ],
        },
      ],
    },
    {
      heading: 'Your First Aid Kit',
      intro: 'Help your family put a kit together. Keep it where everyone can find it.',
      picture: 'first-aid',
      sections: [
        {
          heading: 'What goes inside',
          bullets: [
            'Bandages in different sizes',
            'Clean gauze pads and medical tape',
            'Disposable gloves',
            'Small scissors and tweezers',
            'Antiseptic wipes and a cold pack',
            'A list of important phone numbers',
          ],
        },
        {
          heading: 'Only adults give medicine',
          paragraphs: [
            'Some family kits also hold medicines. Only a grown-up should ever give medicine.',
          ],
        },
        {
          heading: 'Talk to a trusted adult',
          paragraphs: [
            'This guide is for learning, and for anything serious you should get an adult at once. If you have a question about your health, or feel unwell, talk to a parent, teacher, school nurse or doctor.',
          ],
        },
      ],
    },
  ],
};
