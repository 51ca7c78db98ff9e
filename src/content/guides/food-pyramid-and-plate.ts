import type { Guide } from './guide-types';

export const foodPyramidAndPlate: Guide = {
  id: 'food-pyramid-and-plate',
  slug: 'food-pyramid-and-plate',
  title: 'The Food Pyramid and the Plate',
  summary:
    'An infographic for kids comparing the old food pyramid with today\'s plate model, with a big visual guide to the five food groups.',
  kind: 'infographic',
  updatedAt: 'November 2026',
  pages: [
    {
      heading: 'The Food Pyramid',
      intro: 'For many years, people used a pyramid to show how to eat a balanced diet.',
      picture: 'pyramid',
      sections: [
        {
          heading: 'How the pyramid worked',
          paragraphs: [
            'The food pyramid was a picture shaped like a triangle. Foods to eat the most were in the wide bottom part. Foods to eat the least, like sweets and oils, were in the tiny top. It showed that some foods should fill more of our meals.',
          ],
        },
        {
          heading: 'Changes over time',
          paragraphs: [
            'In the US, the Food Guide Pyramid came out in 1992. In 2005, it was changed to a new design called MyPyramid. Many other countries have used pyramids and other shapes too.',
          ],
        },
        {
          heading: 'From pyramid to plate',
          paragraphs: [
            'Lots of people found the pyramid hard to use at mealtimes. After all, you do not eat off a triangle! So in 2011, the US replaced the pyramid with a simpler picture: a plate.',
          ],
        },
      ],
    },
    {
      heading: "Today's Plate",
      intro: 'MyPlate shows what a balanced meal can look like, right on your plate.',
      picture: 'plate',
      sections: [
        {
          heading: 'Half fruits and vegetables',
          paragraphs: [
            'Fill half of your plate with fruits and vegetables. The vegetable part is a little bigger than the fruit part.',
          ],
        },
        {
          heading: 'Grains and protein',
          paragraphs: [
            'The other half is shared by grains and protein, with grains taking a bit more space. Try to make at least half of your grains whole grains, like oats or brown rice.',
          ],
        },
        {
          heading: 'Dairy on the side',
          paragraphs: [
            'A small circle next to the plate stands for dairy, like a glass of milk or a cup of yogurt. Fortified soy milk counts too.',
          ],
        },
      ],
    },
    {
      heading: 'The Five Food Groups',
      intro: 'Each food group helps your body in its own way.',
      picture: 'plate',
      tiles: [
        {
          label: 'Fruits',
          text: 'Apples, berries and oranges give you vitamins, fiber and natural sweetness.',
          picture: 'plate',
        },
        {
          label: 'Vegetables',
          text: 'Carrots, spinach and peppers. Try to eat lots of different colors.',
          picture: 'plate',
        },
        {
          label: 'Grains',
          text: 'Bread, rice, oats and pasta give you energy. Whole grains are a great pick.',
          picture: 'pyramid',
        },
        {
          label: 'Protein',
          text: 'Beans, eggs, fish, meat, nuts and tofu help build and repair your body.',
          picture: 'runner',
        },
        {
          label: 'Dairy',
          text: 'Milk, yogurt and cheese have calcium for strong bones and teeth.',
          picture: 'tooth',
        },
      ],
    },
    {
      heading: 'Put It on Your Plate',
      picture: 'plate',
      sections: [
        {
          heading: 'One big idea',
          paragraphs: [
            'The pyramid and the plate share one big idea: eat a mix of foods from all the groups. The plate just makes it easier to see at each meal.',
          ],
        },
        {
          heading: 'Try it yourself',
          bullets: [
            'At your next meal, check: is half your plate fruits and vegetables?',
            'Draw your own dream plate with all five food groups',
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
