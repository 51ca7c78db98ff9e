import type { Guide } from './guide-types';
import { nhsInformEatwellGuide, realFoodDietaryGuidelines } from '../sources.ts';

export const foodPyramidAndPlate: Guide = {
  id: 'food-pyramid-and-plate',
  slug: 'food-pyramid-and-plate',
  title: 'The Food Pyramid and the Plate',
  summary:
    "An infographic for kids about how food guides have changed, from the first US pyramid to the new 2026 US pyramid and the UK's Eatwell Guide, with a big guide to the food groups.",
  kind: 'infographic',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    realFoodDietaryGuidelines,
    nhsInformEatwellGuide,
  ],
  pages: [
    {
      heading: 'Pyramids and Plates',
      intro: 'Countries use simple pictures to show what a balanced diet looks like.',
      picture: 'pyramid',
      sections: [
        {
          heading: 'The first US pyramids',
          paragraphs: [
            'The US Food Guide Pyramid came out in 1992. Foods to eat the most, like bread and cereal, filled its wide bottom. Fats, oils and sweets sat in the tiny top. In 2005, it changed to a new design called MyPyramid.',
          ],
        },
        {
          heading: 'From pyramid to plate',
          paragraphs: [
            'In 2011, the US swapped the pyramid for MyPlate: a plate split into fruits, vegetables, grains and protein, with a cup of dairy on the side.',
          ],
        },
      ],
    },
    {
      heading: 'The New US Pyramid',
      intro: 'In January 2026, the US brought the pyramid back, upside down.',
      picture: 'upside-down-pyramid',
      sections: [
        {
          heading: 'What it shows',
          paragraphs: [
            'The US government\'s Dietary Guidelines for Americans 2025-2030 replaced MyPlate with a new pyramid. Its wide top holds protein foods, dairy and healthy fats, plus vegetables and fruits. Whole grains sit in the small point at the bottom.',
          ],
        },
        {
          heading: 'What it says',
          bullets: [
            'Eat "real food": whole foods that are not highly processed',
            'Have protein foods at every meal',
            'Eat vegetables and fruits through the day',
            'Pick whole grains instead of refined ones, like white bread',
            'Cut back on added sugars, and drink water',
          ],
        },
      ],
    },
    {
      heading: 'The Food Groups',
      intro: 'Most food guides sort foods into groups like these. Each group helps your body in its own way.',
      picture: 'plate',
      tiles: [
        {
          label: 'Fruits',
          text: 'Apples, berries and oranges give you vitamins, fiber and natural sweetness.',
          picture: 'apple',
        },
        {
          label: 'Vegetables',
          text: 'Carrots, spinach and peppers. Try to eat lots of different colors.',
          picture: 'carrot',
        },
        {
          label: 'Grains',
          text: 'Bread, rice, oats and pasta give you energy. Whole grains are a great pick.',
          picture: 'bread',
        },
        {
          label: 'Protein',
          text: 'Beans, eggs, fish, meat, nuts and tofu help build and repair your body.',
          picture: 'fish',
        },
        {
          label: 'Dairy',
          text: 'Milk, yogurt and cheese have calcium for strong bones and teeth.',
          picture: 'milk',
        },
      ],
    },
    {
      heading: "The UK's Eatwell Guide",
      picture: 'plate',
      sections: [
        {
          heading: 'A circle, not a pyramid',
          paragraphs: [
            'In the UK, the NHS uses the Eatwell Guide. Fruits and vegetables fill just over a third of it. Starchy foods, like potatoes, bread, rice and pasta, fill about another third. Protein foods, dairy and a little oil make up the rest.',
          ],
        },
        {
          heading: 'Who says what',
          paragraphs: [
            'Both guides say: eat plenty of vegetables and fruits, choose whole grains, include protein foods and dairy, drink water and eat less added sugar. They differ on details. The UK guide gives starchy foods a bigger share and suggests lower-fat dairy. The US guide gives grains a smaller share and suggests full-fat dairy with no added sugar.',
          ],
        },
        {
          heading: 'Try it yourself',
          bullets: [
            'At your next meal, count the food groups on your plate',
            'Draw your own healthy-eating picture with every food group',
            'Pick water or milk to drink with your meal',
          ],
        },
        {
          heading: 'Talk to a trusted adult',
          paragraphs: [
            'This guide is for learning. If you have a question about food or your health, or you feel unwell, talk to a parent, teacher, school nurse or doctor.',
          ],
        },
      ],
    },
  ],
};
