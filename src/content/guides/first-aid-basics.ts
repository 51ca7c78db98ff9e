import type { Guide } from './guide-types';

export const firstAidBasics: Guide = {
  id: 'first-aid-basics',
  slug: 'first-aid-basics',
  title: 'First Aid Basics',
  summary:
    'A first aid guide for kids: staying calm, getting help, serious allergic reactions, choking, and simple care for cuts, nosebleeds, bumps and burns.',
  kind: 'guide',
  updatedAt: 'November 2026',
  pages: [
    {
      heading: 'Be a First Aid Helper',
      intro: 'First aid is the help you give right away when someone is hurt. Your most important job is to get help.',
      picture: 'first-aid',
      sections: [
        {
          heading: 'Stay calm',
          paragraphs: ['Take a slow, deep breath. Staying calm helps you think clearly and helps the hurt person feel safer.'],
        },
        {
          heading: 'Get an adult at once',
          paragraphs: [
            'For anything serious, get an adult right away. Make sure you are safe before you go near. Do not move someone who might be badly hurt.',
          ],
        },
        {
          heading: 'Call the emergency number',
          paragraphs: [
            'If someone is badly hurt, will not wake up or cannot breathe well, call at once, even if no adult is there: 911 in the US and Canada, 999 in the UK, 112 in most of Europe, 000 in Australia.',
            'Say where you are and what happened. Stay on the phone and do what they tell you.',
          ],
        },
      ],
    },
    {
      heading: 'Serious Allergic Reactions',
      intro: 'A serious allergic reaction is called anaphylaxis (an-uh-fuh-LAK-sis). It is an emergency.',
      picture: 'phone',
      sections: [
        {
          heading: 'Signs to watch for',
          paragraphs: ['It can start within minutes of a food, a sting or a medicine. Watch for:'],
          bullets: [
            'Swelling of the lips, tongue or throat, or a hoarse voice',
            'Wheezing, coughing a lot or trouble breathing',
            'Feeling dizzy, faint, confused or suddenly very sleepy',
            'Sometimes a raised, itchy rash called hives, too',
          ],
        },
        {
          heading: 'What to do',
          bullets: [
            'If they have an epinephrine (adrenaline) auto-injector, use it right away. Follow the steps printed on it.',
            'Call 911, 999 or 112 at once, even if no adult is there, and say it is anaphylaxis.',
            'Help them lie down with their legs raised, or sit up if breathing is hard. They should not stand or walk, even if they feel better.',
            'Shout for an adult, and stay with them until help comes.',
          ],
        },
      ],
    },
    {
      heading: 'Choking',
      intro: 'Choking happens when something gets stuck and blocks the airway.',
      picture: 'lungs',
      sections: [
        {
          heading: 'What choking looks like',
          paragraphs: [
            'A person who is choking may grab their throat. If they cannot talk, cry, cough or breathe, or their lips turn blue or gray, it is an emergency.',
          ],
        },
        {
          heading: 'What to do',
          bullets: [
            'If they can cough, tell them to keep coughing hard. Coughing is the best way to clear it.',
            'If they cannot cough, talk or breathe, shout for an adult and call 911, 999 or 112 at once.',
            'Never put your fingers in their mouth to feel for the object.',
          ],
        },
        {
          heading: 'Learn first aid',
          paragraphs: [
            'The NHS and the Red Cross teach up to 5 firm back blows, then up to 5 abdominal thrusts, over and over until the object comes out. A first aid course can teach you to do these safely. Anyone who needed them should see a doctor afterward.',
          ],
        },
      ],
    },
    {
      heading: 'Cuts, Scrapes and Nosebleeds',
      picture: 'bandage',
      sections: [
        {
          heading: 'Cuts and scrapes',
          bullets: [
            'Press firmly on the cut with a clean cloth or gauze to stop the bleeding',
            'If it is bleeding a lot, keep pressing hard, shout for an adult and call 911, 999 or 112',
            'Once it stops, rinse a small cut gently with clean running water',
            'Cover it with a clean bandage, and tell an adult',
          ],
        },
        {
          heading: 'Nosebleeds',
          bullets: [
            'Sit down and lean FORWARD, not back',
            'Pinch the soft part of the nose, just below the bony part',
            'Keep pinching for 10 to 15 minutes and breathe through your mouth',
            'Get an adult if it does not stop, or if it started after a hard hit',
          ],
        },
      ],
    },
    {
      heading: 'Bumps and Burns',
      picture: 'tap',
      sections: [
        {
          heading: 'Bumps and bruises',
          paragraphs: [
            'Rest, and hold a cold pack wrapped in a cloth on the bump for a few minutes. Never put ice straight on skin.',
            'Always tell an adult about a bump to the head, especially if you feel sleepy, sick or dizzy afterward.',
          ],
        },
        {
          heading: 'Burns',
          bullets: [
            'Tell an adult right away.',
            'Cool the burn under cool running water for 20 minutes.',
            'Do NOT use ice, butter or creams.',
            'An adult can cover it loosely with plastic wrap or a clean plastic bag.',
            'A doctor or nurse should check a burn on a child. Big or deep burns need emergency help.',
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
            'Some family kits also hold medicines. Only a grown-up should give medicine. The one exception is an emergency auto-injector for a serious allergic reaction.',
          ],
        },
        {
          heading: 'Talk to a trusted adult',
          paragraphs: [
            'This guide is for learning. For anything serious, get an adult at once. If you have a question about your health, or feel unwell, talk to a parent, teacher, school nurse or doctor.',
          ],
        },
      ],
    },
  ],
};
