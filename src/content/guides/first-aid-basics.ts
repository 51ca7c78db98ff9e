import type { Guide } from './guide-types';
import { hrsaPoisonHelpLine } from '../sources.ts';
// The numbers come from the one list of help lines (full file name: the build's guides plugin
// imports this file too). The guide never types a number of its own.
import { emergencyNumbers, poisonLines } from '../help-lines.ts';

/** "911, 999, 112 or 000": every emergency number, in the order help-lines.ts lists them. */
const numbers = emergencyNumbers.map((line) => line.number);
const emergencyShort = `${numbers.slice(0, -1).join(', ')} or ${numbers.at(-1) ?? ''}`;
/** "911 (United States and Canada), 999 (United Kingdom), ...": each number with where it works. */
const emergencyWhere = emergencyNumbers.map((line) => `${line.number} (${line.place})`).join(', ');

export const firstAidBasics: Guide = {
  id: 'first-aid-basics',
  slug: 'first-aid-basics',
  title: 'First Aid Basics',
  summary:
    'A first aid guide for kids: getting help, someone who collapses, allergic reactions, choking, asthma attacks, seizures, swallowed poisons, cuts, nosebleeds, bumps, sprains and burns.',
  kind: 'guide',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    { publisher: 'St John Ambulance', title: 'First aid advice', url: 'https://www.sja.org.uk/get-advice/first-aid-advice/' },
    { publisher: 'Resuscitation Council UK', title: 'How to save lives with CPR', url: 'https://www.resus.org.uk/public-resource/how-save-lives-cpr' },
    hrsaPoisonHelpLine,
  ],
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
            `If someone is badly hurt, will not wake up or cannot breathe well, call at once, even if no adult is there: ${emergencyWhere}.`,
            'Say where you are and what happened. Stay on the phone and do what they tell you.',
          ],
        },
      ],
    },
    {
      heading: 'If Someone Collapses',
      intro: 'Someone who falls down, does not respond and is not breathing normally needs help in the first minutes.',
      picture: 'heart',
      sections: [
        {
          heading: 'What to do',
          bullets: [
            `Shout for help and call ${emergencyShort} at once, even if you are not sure. Put the phone on speaker.`,
            'The call handler will tell you how to push hard and fast on the middle of the chest. Keep going until help takes over.',
            'Send someone to bring an AED (defibrillator). It talks you through each step.',
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
            'If they have their epinephrine (adrenaline), a pen or a nasal spray, help them use it right away. Follow the steps printed on it.',
            `Call ${emergencyShort} at once, even if no adult is there, and say it is anaphylaxis.`,
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
            `If they cannot cough, talk or breathe, shout for an adult and call ${emergencyShort} at once.`,
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
      heading: 'Asthma Attacks and Seizures',
      picture: 'lungs',
      sections: [
        {
          heading: 'Asthma attack',
          bullets: [
            'Help them sit up straight, and stay calm with them',
            'Help them use their own reliever inhaler (often blue), as their asthma plan says',
            `Call ${emergencyShort} if it is not helping, if they are too breathless to talk or if their lips look blue`,
          ],
        },
        {
          heading: 'Seizure (fit)',
          bullets: [
            'Tell an adult, and check the time it started',
            'Move hard things away and put something soft under their head',
            'Do not hold them down. Never put anything in their mouth',
            'When it stops, help them onto their side and stay with them',
            `Call ${emergencyShort} if it lasts over 5 minutes, it is their first one, they are hurt or they do not wake up`,
          ],
        },
      ],
    },
    {
      heading: 'Swallowed Something Harmful',
      intro: 'Medicines, vitamins, hand sanitizer and cleaning products can all be harmful if swallowed.',
      picture: 'phone',
      sections: [
        {
          heading: 'What to do',
          bullets: [
            'Tell an adult right away, even if the person seems fine.',
            'Never try to make them throw up.',
            'Keep the packet or bottle to show the expert.',
            'Call a poison help line (listed next). An expert will say what to do.',
            `If they cannot stay awake, are having a seizure or are struggling to breathe, call ${emergencyShort} instead.`,
          ],
        },
        {
          heading: 'Poison help lines (free, day and night)',
          bullets: poisonLines.map((line) => `${line.place}: ${line.name}. ${line.contact}`),
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
            `If it is bleeding a lot, keep pressing hard, shout for an adult and call ${emergencyShort}`,
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
      heading: 'Bumps, Sprains and Burns',
      picture: 'tap',
      sections: [
        {
          heading: 'Bumps, bruises and sprains',
          paragraphs: [
            'Rest. Hold a cold pack wrapped in a cloth on it for up to 20 minutes, and again every 2 to 3 hours. Never put ice straight on skin. Raise a sprained arm or leg on a pillow, and tell an adult.',
            'Get medical help quickly if you heard a crack, it looks bent or out of shape, it feels numb or cold, or you cannot put any weight on it.',
          ],
        },
        {
          heading: 'Hit your head?',
          paragraphs: [
            'Stop playing and tell an adult right away. When in doubt, sit it out.',
            `Get emergency help (${emergencyShort}) if they passed out, throw up more than once, have a seizure, are confused, have a headache that gets worse, or clear fluid comes from the nose or ears.`,
          ],
        },
        {
          heading: 'Burns',
          bullets: [
            'Tell an adult right away.',
            'Cool the burn under cool running water for 20 minutes.',
            'Take off rings, watches or clothes near the burn, unless they are stuck to it.',
            'Do NOT use ice, butter or creams. An adult can cover it loosely with plastic wrap.',
            'A doctor or nurse should check a burn on a child. Big, deep, chemical and electrical burns need emergency help.',
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
            'A list of important phone numbers, with a poison help line',
          ],
        },
        {
          heading: 'Only adults give medicine',
          paragraphs: [
            "Only an adult should give medicine. There are two exceptions: a person's own reliever inhaler for asthma, and their own epinephrine (a pen or a nasal spray) for a serious allergic reaction. They use it, and you can help.",
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
