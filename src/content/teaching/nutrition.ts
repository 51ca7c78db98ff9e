import type { TeacherGuide } from '../schemas';
import { fdaDailyValue, fdaMajorFoodAllergen, foodStandardsScotlandVitaminD, ncPoisonControlIron, nhsInformEatwellGuide, nidirectSalt, nimhChildrenMentalHealth, realFoodDietaryGuidelines } from '../sources.ts';

// The lesson is built around Packing a Healthy Lunchbox (the food groups and the US and UK food guides),
// with Vitamins and Minerals and Reading Food Labels, the Balanced Lunchbox game and the quiz. Every health
// fact below is checked in docs/teaching/nutrition-sources.md.
export const nutritionGuide: TeacherGuide = {
  category: 'nutrition',
  title: 'Teaching food groups, food labels and balanced meals',
  summary:
    'Children sort foods they already eat into food groups, see what the US food pyramid and the UK Eatwell Guide agree on, find out what some vitamins and minerals do, and learn to read the key parts of a food label. They pack a lunchbox in teams on the board and finish with a class quiz, with no talk of weight and no food called good or bad.',
  ages: {
    younger:
      'Spend longer on the food groups and the lunchbox, and keep label reading to two things: the ingredients list, heaviest first, and the allergens. The vitamins video suits older students best, so preview it, or read aloud the article\'s short parts on vitamin C, vitamin D, calcium and iron instead.',
    older:
      'Add the serving size, the percent Daily Value rule (5% or less is low, 20% or more is high) and the sodium-to-salt sum (sodium times 2.5), and ask students to compare where the US and UK guides differ, such as on dairy fat and the share of starchy foods.',
  },
  goals: [
    'Students will be able to sort everyday foods, including dishes from their own family\'s cooking, into the food groups of MyPlate or the Eatwell Guide.',
    'Students will be able to say what the US and UK food guides agree on and give one way they differ.',
    'Students will be able to explain what calcium, iron and vitamin D do in the body and name a food that gives each one.',
    'Students will be able to find the serving size, the ingredients list and the allergens on a food label and say what each tells them.',
  ],
  plan: [
    {
      minutes: 4,
      title: 'Foods we love',
      what:
        'Invite a few volunteers to name a favorite meal, from home or anywhere. Write the foods on the board and sort them together into the food groups of the guide your school uses (the next step names both), showing that dishes from every culture fit the food groups and that one dish can hold several. Make no comment on how much anyone eats.',
      uses: [{ kind: 'article', slug: 'packing-a-healthy-lunchbox' }],
    },
    {
      minutes: 7,
      title: 'Two food guides, one big message',
      what:
        'Show The Food Pyramid and the Plate. MyPlate, the US picture from 2011 to January 2026, has five groups: fruits, vegetables, grains, protein foods and dairy. The UK Eatwell Guide has five too: fruit and vegetables; potatoes, bread, rice, pasta and other starchy carbohydrates; beans, pulses, fish, eggs, meat and other proteins; dairy and alternatives; oils and spreads. List what the guides agree on: plenty of fruit and vegetables, whole grains, water and little added sugar.',
      uses: [
        { kind: 'guide', slug: 'food-pyramid-and-plate' },
        { kind: 'article', slug: 'packing-a-healthy-lunchbox' },
      ],
    },
    {
      minutes: 7,
      title: 'Watch: How do vitamins work?',
      what:
        'Play the TED-Ed video, then link it to Vitamins and Minerals: calcium builds bones and teeth, iron helps the blood carry oxygen, and the skin makes vitamin D in sunlight. Remind the class never to take vitamins or any pills without a parent\'s OK. If the video will not play, read the article\'s short parts on vitamin C, vitamin D, calcium and iron instead.',
      uses: [
        { kind: 'video', youtubeId: 'ISZLTJH5lYg', seconds: 284 },
        { kind: 'article', slug: 'vitamins-and-minerals' },
      ],
    },
    {
      minutes: 8,
      title: 'Balanced Lunchbox on the board',
      what:
        'Open Balanced Lunchbox with Play on the board, choose 2 to 4 teams and the game\'s own 45 seconds or the relaxed 90 seconds. Each team packs one lunchbox on its turn while the class calls out which group each food belongs to (the game uses MyPlate\'s five), and the scoreboard shows between turns. Point out that the game calls treats sometimes foods, never bad foods.',
      uses: [{ kind: 'game' }],
    },
    {
      minutes: 6,
      title: 'Label detectives',
      what:
        'Using Reading Food Labels, show one food label on the board. Find the serving size, the ingredients list, where the heaviest ingredient comes first, and the allergens.',
      uses: [{ kind: 'article', slug: 'reading-food-labels' }],
      older: 'Older students also find the added sugars line and use the 5% and 20% Daily Value rule to call a nutrient low or high.',
    },
    {
      minutes: 6,
      title: 'Class quiz',
      what:
        'Play the Nutrition quiz with Play as a class: one question at a time on the board, teams answer aloud or with A-D cards, then press Show answer and mark which teams were right. The salt question is hardest; with younger classes, read its hint aloud first.',
      uses: [{ kind: 'class-quiz' }],
    },
    {
      minutes: 2,
      title: 'Wrap-up',
      what:
        'Ask each team for one thing they will look for on a food label or in a lunchbox this week. Hand out the worksheet to finish at home; it asks children to draw a lunchbox, never to record what they ate.',
      uses: [{ kind: 'worksheet' }],
    },
    {
      minutes: 5,
      title: 'Compare the guides',
      what:
        'Best for ages 11 to 14. In pairs, students compare the US and UK advice on two details: dairy (the US guide says full-fat dairy with no added sugar, the UK lower-fat and lower-sugar choices) and how big a share starchy foods get. Then they find the salt on a UK label and the sodium on a US one, and turn sodium into salt by multiplying by 2.5.',
      uses: [{ kind: 'article', slug: 'reading-food-labels' }],
      optional: true,
    },
  ],
  materials: [
    'One food label to show on the board (a photo of a real packet works)',
    'Board pens, and room on the board to sort foods into groups',
    'Paper plates or paper and colored pencils if you run the Design a lunchbox activity',
  ],
  discussion: [
    'Which food groups are in one of your favorite meals, and which group does it have the most of?',
    'Why do you think the US and UK food guides look different but still agree on the big ideas?',
    'Why is it more helpful to talk about everyday foods and sometimes foods than about good and bad foods?',
    'How could reading the ingredients list help someone who has a food allergy?',
    'If you planned one school lunch for the whole class, what would you choose from each food group?',
  ],
  activity: {
    title: 'Design a lunchbox',
    minutes: 20,
    materials: [
      'Paper or paper plates',
      'Colored pencils or crayons',
      'Scissors and glue',
      'Old supermarket flyers or magazines (optional)',
    ],
    steps: [
      'Each child draws a large lunchbox with a space for each food group in the guide your class uses (MyPlate\'s five, or the Eatwell Guide\'s four big groups), and a space for a drink.',
      'They fill each space with a food they enjoy, drawn or cut from a flyer, and foods from their family\'s cooking are welcome.',
      'Next to each food, they write its food group and one thing it does for the body, using the articles for ideas.',
      'In pairs, children swap lunchboxes, check that every group is there and give one kind comment.',
      'Use pictures only: no real food or packaging is handled, so children with food allergies can join in safely.',
    ],
  },
  misconceptions: [
    {
      myth: 'Some foods are good and some foods are bad.',
      fact: 'No single food is good or bad. Everyday foods from the main food groups make up most meals, and treats like cake or chips are sometimes foods that are fine to enjoy now and then.',
    },
    {
      myth: 'Sodium and salt are the same thing.',
      fact: 'Salt is sodium chloride, and only about 40 percent of it is sodium. US labels list sodium and UK labels list salt; multiply the sodium by 2.5 to get the salt.',
    },
    {
      myth: 'Everyone should take vitamin pills to stay healthy.',
      fact: 'Most children who eat a mix of foods get what they need from food, with vitamin D in autumn and winter a common exception in the UK. Supplements are only for taking with a parent\'s OK, and too much of some, such as iron, can poison a young child.',
    },
    {
      myth: 'The numbers on a food label are for the whole packet.',
      fact: 'The numbers are for one serving, shown at the top of the label, and a packet often holds several servings. Eat two servings and you get twice as much of everything.',
    },
    {
      myth: 'Every country uses the same picture of healthy eating.',
      fact: 'Each country makes its own guide. The US moved to a new food pyramid in January 2026 and the UK uses the Eatwell Guide, but both say to eat plenty of fruit and vegetables, choose whole grains, drink water and keep added sugar low.',
    },
  ],
  refresher: {
    paragraphs: [
      'Food guides sort foods into groups so that eating from several groups gives a good mix of nutrients. MyPlate, the US picture from 2011, used five: fruits, vegetables, grains, protein foods and dairy. In January 2026 the US Dietary Guidelines for Americans 2025-2030 replaced MyPlate with a new, upside-down pyramid and the message "eat real food": protein foods, dairy, healthy fats, vegetables, fruits and whole grains, with far less highly processed food and added sugar. The UK\'s Eatwell Guide has five groups (fruit and vegetables; starchy carbohydrates; proteins; dairy and alternatives; oils and spreads) and gives fruit and vegetables and starchy foods the two biggest shares, each a little over a third of what we eat. The two differ on details such as dairy fat but share their big messages.',
      'On a US Nutrition Facts label, every number is for one serving. The FDA\'s rule of thumb is that 5% Daily Value or less of a nutrient per serving is low and 20% or more is high. The Daily Values are set for an adult diet of about 2,000 calories, so for children they are a rough guide. Ingredients are listed by weight, heaviest first. US labels give sodium and UK labels give salt: salt is about 40 percent sodium, so sodium times 2.5 gives the salt.',
      'Vitamins and minerals are needed in small amounts. Calcium builds bones and teeth, iron helps red blood cells carry oxygen, and the skin makes vitamin D in sunlight. UK advice is that everyone aged 5 and over should consider a daily 10-microgram vitamin D supplement in autumn and winter, when the sun is too weak.',
    ],
    sources: [
      realFoodDietaryGuidelines,
      nhsInformEatwellGuide,
      fdaDailyValue,
      nidirectSalt,
      foodStandardsScotlandVitaminD,
    ],
  },
  sensitive: {
    heading: 'Food, bodies and families: teaching with care',
    points: [
      'Talk about food, not bodies. Do not weigh or measure children, mention anyone\'s size or weight, or link foods to losing weight; the American Academy of Pediatrics advises avoiding weight talk and dieting and focusing on healthy habits instead.',
      'Never call a food, or a child\'s lunch, good or bad. Use the site\'s words, everyday foods and sometimes foods, and make no comment on what is in anyone\'s lunchbox.',
      'Some families have little money for food. Avoid tasks that ask children what they ate, what is in their fridge or what their family buys, and never suggest that a family is doing something wrong.',
      'Food is part of culture, faith and family. Welcome dishes from every tradition, remember that some children are vegetarian, vegan, halal or kosher or fast at certain times, and show how their foods fit the food groups.',
      'Check which children have food allergies and know their care plans. Use pictures, not real food, in activities, and never treat an allergy as a joke. If a child may be having a severe reaction, follow their plan, including their epinephrine (a pen or a nasal spray), and call the emergency number.',
      'Eating disorders can begin in childhood. If a child skips meals, talks a lot about dieting or their weight, or seems very worried about food, do not discuss it in front of the class: follow your school\'s procedure and tell the school nurse or the designated safeguarding lead (or your school counselor).',
    ],
    helplines: false,
  },
  worksheetWords: ['food-group', 'protein', 'fiber', 'calcium', 'serving-size', 'iron'],
  worksheetTask:
    'Draw a lunchbox you would enjoy with a food from each food group of MyPlate (or each big group of the Eatwell Guide) and a drink, and label each food with its group.',
  worksheetQuestions: [
    {
      question: 'Which food groups are in a meal you like, sorted by the groups of MyPlate or of the Eatwell Guide?',
      lookFor: 'Each food in the meal placed in the right group of the guide named; one dish can fill several groups.',
    },
    {
      question: 'What does calcium, iron or vitamin D do in the body, and which food or other source gives it?',
      lookFor: 'Calcium builds bones and teeth; iron helps the blood carry oxygen; the skin makes vitamin D in sunlight. Any source the Vitamins and Minerals article names.',
    },
    {
      question: 'Where on a food label is the serving size, and why does it matter?',
      lookFor: 'At the top of the label; every number on the label is for one serving, and a packet often holds more than one.',
    },
  ],
  curriculum: [
    'nhes-1',
    'nhes-1-5-1',
    'nhes-1-8-1',
    'nhes-3',
    'england-primary-healthy-eating-1',
    'england-primary-healthy-eating-2',
    'england-secondary-healthy-eating-1',
  ],
  furtherReading: [
    { category: 'mental-health', slug: 'body-image', why: 'Food and bodies without weight talk: what shapes how we see our bodies, and when to talk about eating worries.' },
  ],
  lastChecked: 'November 2026',
  sources: [
    realFoodDietaryGuidelines,
    nhsInformEatwellGuide,
    fdaDailyValue,
    fdaMajorFoodAllergen,
    nidirectSalt,
    ncPoisonControlIron,
    {
      title: 'AAP Clinical Report: Steps to Prevent Teen Obesity and Eating Disorders',
      publisher: 'American Academy of Pediatrics',
      url: 'https://www.aap.org/en-us/about-the-aap/aap-press-room/Pages/AAP-Clinical-Report-Steps-to-Prevent-Teen-Obesity-and-Eating-Disorders.aspx',
    },
    nimhChildrenMentalHealth,
  ],
};
