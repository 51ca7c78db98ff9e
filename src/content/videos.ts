import type { CategorySlug, Video } from './schemas';

/**
 * One or two Watch & Learn videos per category (two where two could be matched). Each comment says
 * why the video fits readers aged 8 to 14 and its page. docs/content-review-2026-11-25/videos.md and
 * docs/content-review-2026-11-27/videos.md record, for every id, the public sources that tie it to its
 * title and channel; an id that could not be matched is not shown (the soap and dentist videos went
 * that way). Every video still needs one person to play it through once on YouTube before a release:
 * the list of what to check for each is in docs/content-review-2026-11-27/videos.md, "Videos to watch
 * through".
 */
export const videos: Record<CategorySlug, readonly [Video, ...Video[]]> = {
  diseases: [
    // Germs: a TED-Ed animation (Shannon Stiles) of how a virus gets into a cell and copies itself, and
    // how the body fights back. It matches the flu, colds and antibiotics articles; ages 10 to 14.
    // Replaces yxonJTWhBJQ ("How do germs spread"), which no public source tied to its title.
    {
      youtubeId: 'oqGuJhOeMek',
      title: 'Cell vs. virus: A battle for health',
      publisher: 'TED-Ed',
      description:
        "An animation of how a virus sneaks into a cell to make copies of itself, and how your body's defenses fight back. Best for ages 10 to 14.",
    },
    // Illness: a TED-Ed lesson (Emma Bryce) on the white blood cells that find, fight and remember
    // germs, as the flu article's antibodies and the colds article's white blood cells; ages 11 to 14.
    // Replaces "Breaking Bones" (FRsuzrYSXII), an injury video with no public source for its id.
    {
      youtubeId: 'PSRJfaAYkW4',
      title: 'How does your immune system work?',
      publisher: 'TED-Ed',
      description:
        'Meet the white blood cells that find germs, fight them and remember them, so your body is ready if the same germ comes back. Best for ages 11 to 14.',
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
    // stress lasts; it matches the stress article and suits ages 11 to 14. Its list of long-term harms
    // could worry an anxious reader, so the description says first that most stress passes and points
    // to the Handling Stress article (review item L26).
    {
      youtubeId: 'v-t1Z5-oPtU',
      title: 'How stress affects your body',
      publisher: 'TED-Ed',
      description:
        'See what stress hormones do to your heart, brain and immune system when stress lasts a long time. Most stress passes once the challenge is over. The Handling Stress article shows what helps. Best for ages 11 to 14.',
    },
  ],
  nutrition: [
    // Water: a TED-Ed lesson (Mia Nacamulli) on what water does in the body and how the brain and
    // kidneys keep the amount right. It backs the lunchbox article's "Water is the best drink";
    // ages 11 to 14 (it names hormones and the hypothalamus). Replaces 1sISguPDlhY ("How the food you
    // eat affects your gut"), taken off because it names red wine among foods studied (review H3).
    // Matched in docs/content-review-2026-11-27/videos.md: id, title and TED-Ed together in three
    // independent code sources and two web pages.
    {
      youtubeId: '9iMGFqMmUFs',
      title: "What would happen if you didn't drink water?",
      publisher: 'TED-Ed',
      description:
        'See what water does inside your body, and how your brain and kidneys work together to keep the amount just right. Best for ages 11 to 14.',
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
    // Sleep: a TED-Ed lesson (Shai Marcu) on what the brain does during sleep and why sleep helps
    // memory. Sleep is a healthy habit like the exercise in the Moving Your Body article (which says
    // moving helps you sleep); ages 11 to 14 (it opens with a student cramming for a test at 4 a.m.).
    // Matched in docs/content-review-2026-11-27/videos.md: id, title and TED-Ed together in three
    // independent code sources (review item 4, issue 32).
    {
      youtubeId: 'gedoSfZvBgE',
      title: "The benefits of a good night's sleep",
      publisher: 'TED-Ed',
      description:
        'Find out what your brain gets busy with while you sleep, and why a good night of sleep helps you remember what you learned. Best for ages 11 to 14.',
    },
  ],
  careers: [
    // Replaces a preschool doctor-visit video. A TED-Ed lesson on how X-ray pictures are made, the
    // daily work of the radiographers in the Hospital Heroes article; ages 10 to 14.
    // Matched (the record, "Lead's decisions"): the id beside this title on the lecturer's lab pages
    // and as "X-ray" in a separate list of medical-equipment videos; the title as a TED-Ed lesson on
    // ed.ted.com and in Rensselaer's news release.
    {
      youtubeId: 'gsV7SJDDCY4',
      title: 'How X-rays see through your skin',
      publisher: 'TED-Ed',
      description: 'Find out how X-rays pass through skin but not bone, making the pictures that hospital teams use to check for broken bones.',
    },
    // What a doctor does, long ago: a TED-Ed lesson (Elizabeth Cox) following Peseshet, a woman doctor
    // in ancient Egypt, who sets a broken arm, sees patients and teaches students. It sits beside the
    // Doctors and Nurses article (how doctors train and work); ages 10 to 14. Some of her cures are
    // spells, so the description places them in the beliefs of her time. Matched in
    // docs/content-review-2026-11-27/videos.md: id, title and TED-Ed together in one code source and
    // one web page, the title again in a list of TED-Ed lessons (review item 4, issue 32).
    {
      youtubeId: '2rvLEJrQm7g',
      title: 'A day in the life of an ancient Egyptian doctor',
      publisher: 'TED-Ed',
      description:
        'Spend a day with Peseshet, a doctor in ancient Egypt, as she sets a broken arm and teaches her students. Some of her cures were spells, part of what people believed in her time. Best for ages 10 to 14.',
    },
  ],
};
