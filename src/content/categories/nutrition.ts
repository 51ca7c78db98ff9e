import type { Category } from '../schemas';

export const nutrition: Category = {
  slug: 'nutrition',
  title: 'Nutrition & Diet',
  subtitle: 'Find out how the food you eat gives you energy and helps you grow strong.',
  description:
    'Pack a balanced lunchbox, crack the code on food labels and meet the vitamins and minerals that keep you healthy.',
  popularTopics: ['Healthy Lunchboxes', 'Food Labels', 'Vitamins & Minerals', 'Food Groups', 'Smart Snacks'],
  emoji: '🥦',
  articles: [
    {
      id: 'packing-a-healthy-lunchbox',
      slug: 'packing-a-healthy-lunchbox',
      title: 'Packing a Healthy Lunchbox',
      tagline: 'Fruits, vegetables, grains, protein and dairy: build a lunch that powers your whole afternoon.',
      summary:
        'Lunch is the fuel that keeps you going for the rest of the school day. A good lunch helps you think, play and learn all afternoon, and packing one is easier than you might think.',
      attribution:
        'Checked against the Dietary Guidelines for Americans 2025-2030 (HHS and USDA), the UK Eatwell Guide (as summarized by the FAO), the USDA and the Whole Grains Council',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Real Food Starts Here (Dietary Guidelines for Americans, 2025-2030)',
          publisher: 'U.S. Department of Health and Human Services and U.S. Department of Agriculture',
          url: 'https://www.realfood.gov',
        },
        {
          title: 'Food-based dietary guidelines - United Kingdom (the Eatwell Guide)',
          publisher: 'Food and Agriculture Organization of the United Nations (FAO)',
          url: 'https://www.fao.org/nutrition/education/food-based-dietary-guidelines/regions/countries/united-kingdom/en/',
        },
        {
          title: 'Use an Insulated Lunch Bag to Keep Meals Safe',
          publisher: 'U.S. Department of Agriculture (USDA)',
          url: 'https://www.usda.gov/media/blog/2019/08/13/use-insulated-lunch-bag-keep-meals-safe',
        },
        {
          title: 'What’s a Whole Grain? A Refined Grain?',
          publisher: 'Whole Grains Council (Oldways)',
          url: 'https://wholegrainscouncil.org/whole-grains-101/whats-whole-grain-refined-grain',
        },
      ],
      tags: ['lunch', 'lunchbox', 'food groups', 'food pyramid', 'eatwell guide', 'fruit', 'vegetables', 'whole grains', 'healthy eating', 'food safety'],
    },
    {
      id: 'reading-food-labels',
      slug: 'reading-food-labels',
      title: 'Reading Food Labels',
      tagline: 'Learn to crack the secret code on the back of every food package.',
      summary:
        'The box of numbers and words on the back of a food package is called a food label. It might look confusing at first, but once you know how to read it, you can learn a lot about what you eat.',
      attribution: 'Checked against the U.S. Food and Drug Administration (FDA), the American Heart Association and nidirect (UK food label advice)',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Interactive Nutrition Facts Label: % Daily Value',
          publisher: 'U.S. Food and Drug Administration (FDA)',
          url: 'https://www.accessdata.fda.gov/scripts/InteractiveNutritionFactsLabel/daily-value.cfm',
        },
        {
          title: 'Daily Value on the Nutrition and Supplement Facts Labels',
          publisher: 'U.S. Food and Drug Administration (FDA)',
          url: 'https://www.fda.gov/food/nutrition-facts-label/daily-value-nutrition-and-supplement-facts-labels',
        },
        {
          title: 'Sources of Sodium',
          publisher: 'American Heart Association',
          url: 'https://sodiumbreakup.heart.org/sources_of_sodium',
        },
        {
          title: 'Salt',
          publisher: 'nidirect (Northern Ireland government)',
          url: 'https://nidirect.gov.uk/articles/salt',
        },
        {
          title: 'What is a "major food allergen"?',
          publisher: 'U.S. Food and Drug Administration (FDA)',
          url: 'https://www.fda.gov/industry/fda-basics-industry/what-major-food-allergen',
        },
      ],
      tags: ['food labels', 'nutrition facts', 'serving size', 'calories', 'ingredients', 'sugar', 'sodium', 'salt', 'allergens'],
    },
    {
      id: 'vitamins-and-minerals',
      slug: 'vitamins-and-minerals',
      title: 'Vitamins and Minerals',
      tagline: 'Meet the tiny helpers that do big jobs all over your body.',
      summary:
        'Your body is like a busy city that needs lots of workers to keep it running. Vitamins and minerals are some of the most important workers: you only need small amounts, but they do big jobs.',
      attribution:
        'Checked against HealthLinkBC, Food Standards Scotland, the NIH (NICHD), NC Poison Control and the NHS',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Vitamins: Their Functions and Sources',
          publisher: 'HealthLinkBC (Government of British Columbia)',
          url: 'https://www.healthlinkbc.ca/healthy-eating-physical-activity/food-and-nutrition/nutrients/vitamins-their-functions-and-sources',
        },
        {
          title: 'Vitamin D',
          publisher: 'Food Standards Scotland',
          url: 'https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-d',
        },
        {
          title: 'Children’s Bone Health and Calcium: Research Information',
          publisher: 'National Institute of Child Health and Human Development (NICHD)',
          url: 'https://www.nichd.nih.gov/health/topics/bonehealth/researchinfo',
        },
        {
          title: 'Iron',
          publisher: 'NC Poison Control (Carolinas Poison Center)',
          url: 'https://ncpoisoncontrol.org/types-of-poisons/non-prescription-medicines-and-supplements/iron',
        },
        {
          title: 'Poisoning or accidental swallowing',
          publisher: 'NHS Healthier Together (What 0-18)',
          url: 'https://www.what0-18.nhs.uk/parentscarers/worried-your-child-unwell/poisoningaccidental-swallowing',
        },
      ],
      getHelp: {
        kind: 'poison',
        heading: 'Get help now if someone swallowed too many vitamins or pills',
        signs: [
          'Someone swallowed vitamins, gummies or medicine that were not meant for them',
          'Someone took more than the label says, even if they seem fine',
          'An open bottle or packet, with pills or gummies missing',
          'Feeling sick, throwing up or a stomachache after swallowing them',
          'Very sleepy, hard to wake up, a seizure or trouble breathing',
        ],
        steps: [
          'Tell an adult right away, even if the person seems fine.',
          'Do not try to make them sick.',
          'Keep the bottle or packet, so you can show the poison expert or the doctor what was swallowed.',
          'Call a poison help line (below). If they cannot stay awake, have a seizure or struggle to breathe, call an emergency number (below).',
        ],
      },
      tags: ['vitamins', 'minerals', 'calcium', 'iron', 'vitamin d', 'vitamin b12', 'supplements', 'eat the rainbow', 'healthy eating'],
    },
  ],
};
