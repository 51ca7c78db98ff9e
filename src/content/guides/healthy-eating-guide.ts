import type { Guide } from './guide-types';
import { nhsInformEatwellGuide, realFoodDietaryGuidelines } from '../sources.ts';

export const healthyEatingGuide: Guide = {
  id: 'healthy-eating-guide',
  slug: 'healthy-eating-guide',
  title: 'Healthy Eating Guide',
  summary:
    'A friendly guide for kids about the five food groups, colorful plates, smart drinks, sometimes-foods and a good breakfast.',
  kind: 'guide',
  updatedAt: 'November 2026',
  lastChecked: 'November 2026',
  sources: [
    realFoodDietaryGuidelines,
    nhsInformEatwellGuide,
  ],
  pages: [
    {
      heading: 'Food Is Fuel',
      intro: 'Food gives your body energy to grow, think and play. Here is how to build meals that help you feel great.',
      picture: 'plate',
      sections: [
        {
          heading: 'The five food groups',
          paragraphs: [
            'Foods are sorted into groups. Each group gives your body something different, so eating from all of them helps you get what you need.',
          ],
          bullets: [
            'Fruits: apples, berries, bananas and oranges',
            'Vegetables: carrots, peas, broccoli and peppers',
            'Grains: bread, rice, pasta and oats',
            'Protein: beans, eggs, fish, chicken, nuts and tofu',
            'Dairy: milk, yogurt and cheese, or fortified soy drinks',
          ],
        },
        {
          heading: 'Why mixing matters',
          paragraphs: [
            'No single food has everything your body needs. When you mix foods from different groups, you get lots of vitamins, minerals and fiber. They help you grow strong and stay well.',
          ],
        },
      ],
    },
    {
      heading: 'Make a Colorful Plate',
      intro: 'The more colors on your plate, the more kinds of goodness you get.',
      picture: 'carrot',
      sections: [
        {
          heading: 'Lots of fruits and vegetables',
          paragraphs: [
            'Food guides in the US and the UK both say to eat plenty of fruits and vegetables every day. Red tomatoes, orange carrots, green beans and purple grapes all bring different vitamins. Fresh, frozen and canned all count!',
          ],
        },
        {
          heading: 'Add protein and whole grains',
          paragraphs: [
            'Add some protein, like beans, eggs, fish or chicken, and some grains. Whole grains, like oatmeal, brown rice and whole wheat bread, give you steady energy and help you feel full for longer.',
          ],
        },
        {
          heading: 'Be a food explorer',
          bullets: [
            'Taste a new food a few times, because your taste buds can change',
            'Help pick fruits and vegetables at the store',
            'Help wash, mix or stir when your family cooks',
            'Try a rainbow challenge: eat 3 colors at one meal',
          ],
        },
      ],
    },
    {
      heading: 'Drinks, Treats and Breakfast',
      picture: 'water-bottle',
      sections: [
        {
          heading: 'Water first',
          paragraphs: [
            'Water is the best drink when you are thirsty. It has no added sugar and helps your body stay cool. Milk is a good choice with meals too. Keep a water bottle handy at school and when you play.',
          ],
        },
        {
          heading: 'Everyday foods and sometimes-foods',
          paragraphs: [
            'All foods can fit in a healthy life. Candy, chips and sugary drinks are sometimes-foods. It is fine to enjoy them now and then, like at a party. Everyday foods, from the five food groups, fill most of your meals.',
          ],
        },
        {
          heading: 'Start with breakfast',
          paragraphs: [
            'Breakfast gives your brain fuel for the morning, so it is easier to focus at school. It can be quick and simple, like oatmeal with fruit, whole grain toast with an egg, or yogurt with berries.',
          ],
        },
      ],
    },
    {
      heading: 'Listen to Your Body',
      picture: 'apple',
      sections: [
        {
          heading: 'Hungry or full?',
          paragraphs: [
            'A rumbling stomach is a sign you are hungry. A comfortable, satisfied feeling means you have had enough. Eating slowly and putting screens away at meals helps you notice these signals.',
          ],
        },
        {
          heading: 'Share a meal',
          paragraphs: [
            'Eating with family or friends is a great time to talk, laugh and try new foods together. You can help set the table or plan a meal too.',
          ],
        },
        {
          heading: 'Talk to a trusted adult',
          paragraphs: [
            'This guide is for learning. If you have a question about your health or the foods you eat, or you feel unwell, talk to a parent, teacher, school nurse or doctor.',
          ],
        },
      ],
    },
  ],
};
