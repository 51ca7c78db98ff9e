import type { CategorySlug, Video } from './schemas';

/** Two Watch & Learn videos per category (chosen in ../shared/VIDEOS.md). */
export const videos: Record<CategorySlug, [Video, Video]> = {
  diseases: [
    {
      youtubeId: 'I5-dI74zxPg',
      title: 'How To See Germs Spread Experiment',
      publisher: 'Mark Rober',
      description: 'Glowing powder shows how germs jump from hands to desks, pencils and faces, and why soap matters.',
    },
    {
      youtubeId: 'FRsuzrYSXII',
      title: 'Breaking Bones: a visit to the emergency department',
      publisher: 'Operation Ouch (BBC)',
      description: 'Two doctors show what happens in a hospital when someone breaks a bone, from X-ray to cast.',
    },
  ],
  body: [
    {
      youtubeId: 'ruM4Xxhx32U',
      title: 'How the heart actually pumps blood',
      publisher: 'TED-Ed',
      description: 'Follow your blood through the four rooms of the heart and out around your body.',
    },
    {
      youtubeId: '8NUxvJS-_0k',
      title: 'How do lungs work?',
      publisher: 'TED-Ed',
      description: 'See how each breath brings oxygen into your body and carries carbon dioxide out.',
    },
  ],
  'mental-health': [
    {
      youtubeId: 'DxIDKZHW3-E',
      title: 'We All Have Mental Health',
      publisher: 'Anna Freud Centre',
      description: 'A short animation about looking after your mind and asking for help. Best for ages 11 to 14.',
    },
    {
      youtubeId: '_mZbzDOpylA',
      title: 'Belly Breathe',
      publisher: 'Sesame Street',
      description: 'A catchy song that teaches slow belly breathing, a calm-down trick you can use anywhere.',
    },
  ],
  nutrition: [
    {
      youtubeId: 'L9ymkJK2QCU',
      title: 'The 5 Fabulous Food Groups',
      publisher: 'SciShow Kids',
      description: 'Meet the five food groups and find out what each one does for your growing body.',
    },
    {
      youtubeId: 'ISZLTJH5lYg',
      title: 'How do vitamins work?',
      publisher: 'TED-Ed',
      description: 'Discover how tiny vitamins and minerals from food help build bones, blood and more.',
    },
  ],
  'preventive-care': [
    {
      youtubeId: 'rb7TVW77ZCs',
      title: 'How do vaccines work?',
      publisher: 'TED-Ed',
      description: 'Learn how a vaccine trains your immune system to recognise a germ before you ever meet it.',
    },
    {
      youtubeId: 'XntinCBEC9U',
      title: 'How Do Soap and Water Make Us Clean?',
      publisher: 'SciShow Kids',
      description: 'Find out how soap grabs germs and dirt so that water can wash them away.',
    },
  ],
  careers: [
    {
      youtubeId: '_w33mjdN6gM',
      title: "Let's Go To The Doctor!",
      publisher: 'Super Simple Play',
      description: 'A friendly check-up visit that shows what a doctor looks at and why. Great for younger readers.',
    },
    {
      youtubeId: '39BfmKyYnVI',
      title: 'Visiting the Dentist',
      publisher: 'SciShow Kids',
      description: 'See what happens at a dental check-up and how dentists help keep teeth strong.',
    },
  ],
};
