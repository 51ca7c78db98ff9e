import type { Category } from '../schemas';
import { fdaDailyValue, fdaMajorFoodAllergen, foodStandardsScotlandVitaminD, minnesotaFoodAllergens, ncPoisonControlIron, nhsPoisoning, nidirectDairy, nidirectSalt, realFoodDietaryGuidelines, umassCalcium } from '../sources.ts';

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
        'Checked against the Dietary Guidelines for Americans 2025-2030 (HHS and USDA), the FAO, the USDA, the Whole Grains Council, the NHS, the Belfast Trust, the British Heart Foundation, Alberta Health Services, nidirect, UMass Amherst, and news reports in The Cullman Tribune, WV News and the Columbia Daily Tribune',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        realFoodDietaryGuidelines,
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
        {
          title: 'The new Dietary Guidelines for Americans and food pyramid (news report)',
          publisher: 'The Cullman Tribune',
          url: 'https://www.cullmantribune.com/?p=127652',
        },
        {
          title: '“It’s quite a change”: health care experts weigh in on new dietary guidelines',
          publisher: 'WV News',
          url: 'https://www.wvnews.com/statejournal/news/top_story/its-quite-a-change-health-care-experts-weigh-in-on-new-dietary-guidelines/article_18cde51d-78a7-4fd8-bb7a-f8ce9aac62b5.html',
        },
        {
          title: 'The Eatwell Guide',
          publisher: 'NHS',
          url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/the-eatwell-guide/',
        },
        {
          title: 'Understanding the Eatwell Guide',
          publisher: 'Belfast Health and Social Care Trust',
          url: 'https://belfasttrust.hscni.net/healthy-living/eating-well/eatwell-guide/',
        },
        {
          title: 'The Eatwell Guide',
          publisher: 'Diabetes My Way (NHS Scotland)',
          url: 'https://diabetesmyway.nhs.uk/resources/archive-resources/internal-archive/the-eatwell-guide',
        },
        {
          title: 'The Eatwell guide',
          publisher: 'British Heart Foundation',
          url: 'https://www.bhf.org.uk/informationsupport/support/healthy-living/healthy-eating/healthy-eating-toolkit/eatwell-plate',
        },
        {
          title: 'Pack a healthy lunch for school days (MU Health Care dietitian)',
          publisher: 'Columbia Daily Tribune',
          url: 'https://www.columbiatribune.com/story/lifestyle/family/2013/08/16/pack-healthy-lunch-for-school/21647609007/',
        },
        {
          title: 'Whole Wheat, Whole Grains, and Refined Grains: What’s the Difference?',
          publisher: 'Alberta Health Services',
          url: 'https://www.albertahealthservices.ca/nutrition/page14676.aspx',
        },
        nidirectDairy,
        umassCalcium,
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
      attribution:
        'Checked against the U.S. Food and Drug Administration (FDA), the American Heart Association, nidirect, Mayo Clinic, the NHS, the Minnesota Department of Agriculture and Tameside Council',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        fdaDailyValue,
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
        nidirectSalt,
        fdaMajorFoodAllergen,
        {
          title: 'Interactive Nutrition Facts Label: Ingredient List',
          publisher: 'U.S. Food and Drug Administration (FDA)',
          url: 'https://www.accessdata.fda.gov/scripts/InteractiveNutritionFactsLabel/ingredient-list.cfm',
        },
        {
          title: 'Sample Nutrition Facts label',
          publisher: 'Mayo Clinic',
          url: 'https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/multimedia/img-20209346',
        },
        {
          title: 'Food Labels',
          publisher: 'NHS Tayside',
          url: 'https://www.nhstayside.scot.nhs.uk/OurServicesA-Z/PublicHealth/PROD_393053/index.htm',
        },
        {
          title: 'Food labels',
          publisher: 'NHS',
          url: 'https://www.nhs.uk/LiveWell/goodfood/Pages/food-labelling-terms.aspx',
        },
        minnesotaFoodAllergens,
        {
          title: 'Red, Amber, Green! Understanding the traffic lights and food labelling',
          publisher: 'Tameside Council',
          url: 'https://www.tameside.gov.uk/healthyeatingandnutrition/trafficlights',
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
        'Checked against HealthLinkBC, Food Standards Scotland, NC Poison Control, the NHS, MedlinePlus (NIH), Children’s Mercy Kansas City, Licking Memorial Health Systems, nidirect, KidsHealth (Nemours), BBC Bitesize and UMass Amherst',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Vitamins: Their Functions and Sources',
          publisher: 'HealthLinkBC (Government of British Columbia)',
          url: 'https://www.healthlinkbc.ca/healthy-eating-physical-activity/food-and-nutrition/nutrients/vitamins-their-functions-and-sources',
        },
        foodStandardsScotlandVitaminD,
        ncPoisonControlIron,
        {
          title: 'Poisoning or accidental swallowing',
          publisher: 'NHS Healthier Together (What 0-18)',
          url: 'https://www.what0-18.nhs.uk/parentscarers/worried-your-child-unwell/poisoningaccidental-swallowing',
        },
        {
          title: 'Poisoning',
          publisher: 'NHS South Yorkshire and Bassetlaw Healthier Together',
          url: 'https://sybhealthiertogether.nhs.uk/parentscarers/keeping-your-child-safe/accidents-and-injuries-keeping-your-child-safe-home/poisoning',
        },
        {
          title: 'Vitamins (Medical Encyclopedia)',
          publisher: 'MedlinePlus (U.S. National Library of Medicine)',
          url: 'https://medlineplus.gov/ency/article/002399.htm',
        },
        {
          title: 'Vitamins and Minerals (Pediatric Advisor)',
          publisher: 'Children’s Mercy Kansas City',
          url: 'https://www.childrens-mercy.org/pediatricadvisor/Article.aspx?id=2438',
        },
        {
          title: 'Active Fit: How vitamins help your child’s health',
          publisher: 'Licking Memorial Health Systems (in the Newark Advocate)',
          url: 'https://amp.newarkadvocate.com/story/opinion/2021/03/16/active-fit-how-vitamins-help-your-childs-health/4641885001/',
        },
        nidirectDairy,
        {
          title: 'Minerals (for Kids)',
          publisher: 'KidsHealth (Nemours), on Akron Children’s',
          url: 'https://www.akronchildrens.org/cms/kidshealth/8468a739e424283b/index.html',
        },
        {
          title: 'Iron (revision guide)',
          publisher: 'BBC Bitesize',
          url: 'https://www.bbc.co.uk/bitesize/guides/zpt33k7/revision/8',
        },
        umassCalcium,
        {
          title: 'Do you need a vitamin D top up?',
          publisher: 'NHS Fife',
          url: 'https://www.nhsfife.org/news-updates/latest-news/2022/02/do-you-need-a-vitamin-d-top-up/',
        },
        nhsPoisoning,
        {
          title: 'Poisoning',
          publisher: 'nidirect (Northern Ireland government)',
          url: 'https://www.nidirect.gov.uk/conditions/poisoning',
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
          'Do not try to make them sick (throw up).',
          'Keep the bottle or packet, so you can show the poison expert or the doctor what was swallowed.',
          'Call a poison help line (below). If they cannot stay awake, have a seizure or struggle to breathe, call an emergency number (below).',
        ],
      },
      tags: ['vitamins', 'minerals', 'calcium', 'iron', 'vitamin d', 'vitamin c', 'supplements', 'healthy eating'],
    },
  ],
};
