import type { CategorySlug, Video } from './schemas';

/**
 * Two Watch & Learn videos per category (first chosen in ../shared/VIDEOS.md, re-chosen in the
 * November 2026 content pass). Each comment says why the video fits readers aged 8 to 14 and its
 * page. Every id was seen next to its title in public material; the owners check each one on
 * YouTube before publishing.
 */
export const videos: Record<CategorySlug, [Video, Video]> = {
  diseases: [
    // Germs: a short TED-Ed animation on how cold and flu germs travel from person to person and why
    // some make us sicker than others. It matches the flu and cold articles and suits the older end
    // of the range (about 10 to 14); it has no sponsor segment.
    {
      youtubeId: 'yxonJTWhBJQ',
      title: 'How do germs spread (and why do they make us sick)?',
      publisher: 'TED-Ed',
      description: 'A short animation about the ways germs travel from one person to the next, and why some make us sicker than others.',
    },
    // Hospital: SPEC.md asks for a hospital tour. No hospital-tour video with a confirmed id was
    // found, so this BBC children's show stays in its place: two doctors follow a young patient
    // through a real emergency department, from X-ray to cast. Made for school-age children.
    {
      youtubeId: 'FRsuzrYSXII',
      title: 'Breaking Bones: a visit to the emergency department',
      publisher: 'Operation Ouch (BBC)',
      description: 'Two doctors show what happens in a hospital when someone breaks a bone, from X-ray to cast.',
    },
  ],
  body: [
    // TED-Ed lesson for middle-school readers; follows blood through the four chambers, as in the
    // heart article.
    {
      youtubeId: 'ruM4Xxhx32U',
      title: 'How the heart actually pumps blood',
      publisher: 'TED-Ed',
      description: 'Follow your blood through the four rooms of the heart and out around your body.',
    },
    // TED-Ed lesson on breathing and gas exchange, matching the breathing article; ages 10 and up.
    {
      youtubeId: '8NUxvJS-_0k',
      title: 'How do lungs work?',
      publisher: 'TED-Ed',
      description: 'See how each breath brings oxygen into your body and carries carbon dioxide out.',
    },
  ],
  'mental-health': [
    // A UK children's mental health charity's animation for school pupils: everyone has mental
    // health, and asking for help is normal. Best for ages 11 to 14.
    {
      youtubeId: 'DxIDKZHW3-E',
      title: 'We All Have Mental Health',
      publisher: 'Anna Freud Centre',
      description: 'A short animation about looking after your mind and asking for help. Best for ages 11 to 14.',
    },
    // Replaces a preschool song. A TED-Ed animation on what stress hormones do in the body when
    // stress lasts; it matches the stress article and suits ages 11 to 14.
    {
      youtubeId: 'v-t1Z5-oPtU',
      title: 'How stress affects your body',
      publisher: 'TED-Ed',
      description: 'See what stress hormones do to your heart, brain and immune system when stress lasts a long time. Best for ages 11 to 14.',
    },
  ],
  nutrition: [
    // SciShow Kids, made for elementary school: the food groups, as in the food-group guides. Best
    // for the younger end (8 to 10).
    {
      youtubeId: 'L9ymkJK2QCU',
      title: 'The 5 Fabulous Food Groups',
      publisher: 'SciShow Kids',
      description: 'Meet the five food groups and find out what each one does for your growing body.',
    },
    // TED-Ed lesson matching the vitamins and minerals article; the older end (11 to 14).
    {
      youtubeId: 'ISZLTJH5lYg',
      title: 'How do vitamins work?',
      publisher: 'TED-Ed',
      description: 'Discover how tiny vitamins and minerals from food help build bones, blood and more.',
    },
  ],
  'preventive-care': [
    // TED-Ed lesson matching the vaccines article; explains immune memory for ages 10 and up.
    {
      youtubeId: 'rb7TVW77ZCs',
      title: 'How do vaccines work?',
      publisher: 'TED-Ed',
      description: 'Learn how a vaccine trains your immune system to recognize a germ before you ever meet it.',
    },
    // SciShow Kids on how soap works, matching the handwashing article and the handwashing game;
    // the younger end (8 to 10).
    {
      youtubeId: 'XntinCBEC9U',
      title: 'How Do Soap and Water Make Us Clean?',
      publisher: 'SciShow Kids',
      description: 'Find out how soap grabs germs and dirt so that water can wash them away.',
    },
  ],
  careers: [
    // Replaces a preschool doctor-visit video. A TED-Ed lesson on how X-ray pictures are made, the
    // daily work of the radiographers in the Hospital Heroes article; ages 10 to 14.
    {
      youtubeId: 'gsV7SJDDCY4',
      title: 'How X-rays see through your skin',
      publisher: 'TED-Ed',
      description: 'Find out how X-rays pass through skin but not bone, making the pictures that hospital teams use to check for broken bones.',
    },
    // SciShow Kids at a dental checkup, matching the dentist article; the younger end (8 to 10).
    {
      youtubeId: '39BfmKyYnVI',
      title: 'Visiting the Dentist',
      publisher: 'SciShow Kids',
      description: 'See what happens at a dental checkup and how dentists help keep teeth strong.',
    },
  ],
};
