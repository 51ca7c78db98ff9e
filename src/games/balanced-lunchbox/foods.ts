// The foods and slots of Balanced Lunchbox (docs/product.md §3, food item and lunchbox slot): eight
// everyday foods across the five food groups and four treats, and a lunchbox of six slots. Facts
// checked against public health pages, listed in docs/content-review-2026-11/lunchbox-foods.md;
// the sentences are our own.

export type SlotCategory = 'protein' | 'grain' | 'fruit' | 'vegetable' | 'dairy' | 'treat';
/** The five everyday food groups: every slot but the treat slot. */
export type FoodGroup = Exclude<SlotCategory, 'treat'>;

export type FoodId = 'boiled-egg' | 'chicken' | 'whole-grain-bread' | 'apple' | 'banana' | 'carrot' | 'broccoli' | 'cheese' | 'candy' | 'chips' | 'soda' | 'cake';

export interface Food {
  id: FoodId;
  name: string;
  emoji: string;
  category: SlotCategory;
  isHealthy: boolean;
  /** The piece's description: one short true thing about it. */
  fact: string;
  /** For a treat: the kind words when it is dropped on a slot. */
  sometimesMessage?: string;
}

export const foods: Record<FoodId, Food> = {
  'boiled-egg': {
    id: 'boiled-egg',
    name: 'Boiled egg',
    emoji: '🥚',
    category: 'protein',
    isHealthy: true,
    fact: 'Eggs give you protein, and the yolk has vitamin D, which helps your body use calcium to build strong bones.',
  },
  chicken: {
    id: 'chicken',
    name: 'Chicken',
    emoji: '🍗',
    category: 'protein',
    isHealthy: true,
    fact: 'Chicken is packed with protein, which your body uses to build and repair muscles as you grow.',
  },
  'whole-grain-bread': {
    id: 'whole-grain-bread',
    name: 'Whole-grain bread',
    emoji: '🍞',
    category: 'grain',
    isHealthy: true,
    fact: 'Whole-grain bread keeps all of the grain, so it has more fiber than white bread and keeps you full longer.',
  },
  apple: {
    id: 'apple',
    name: 'Apple',
    emoji: '🍎',
    category: 'fruit',
    isHealthy: true,
    fact: 'Eat your apple with the skin on: a lot of its fiber is in the peel, so a peeled apple has less.',
  },
  banana: {
    id: 'banana',
    name: 'Banana',
    emoji: '🍌',
    category: 'fruit',
    isHealthy: true,
    fact: 'Bananas are a good source of potassium, a mineral that helps your heart muscle work properly.',
  },
  carrot: {
    id: 'carrot',
    name: 'Carrot sticks',
    emoji: '🥕',
    category: 'vegetable',
    isHealthy: true,
    fact: 'Carrots are full of beta-carotene, which your body turns into vitamin A to help your eyes see in dim light.',
  },
  broccoli: {
    id: 'broccoli',
    name: 'Broccoli',
    emoji: '🥦',
    category: 'vegetable',
    isHealthy: true,
    fact: 'Broccoli is packed with vitamin C, which helps cuts heal and keeps your skin, bones and blood vessels healthy.',
  },
  cheese: {
    id: 'cheese',
    name: 'Cheese',
    emoji: '🧀',
    category: 'dairy',
    isHealthy: true,
    fact: 'Cheese is rich in calcium for strong bones and teeth. It can be salty, so a small piece is plenty.',
  },
  candy: {
    id: 'candy',
    name: 'Candy',
    emoji: '🍬',
    category: 'treat',
    isHealthy: false,
    fact: "Bacteria on your teeth turn candy's sugar into acid, and that acid can make holes called cavities.",
    sometimesMessage: 'Candy is a sometimes food, so it stays out of the lunchbox. Pick an everyday food instead!',
  },
  chips: {
    id: 'chips',
    name: 'Chips',
    // Unicode has no bag of chips; the drawn picture (pictures.tsx) is one, not fries.
    emoji: '🍟',
    category: 'treat',
    isHealthy: false,
    fact: 'Chips are usually very salty, and eating lots of salt can raise your blood pressure over time.',
    sometimesMessage: 'Chips are a sometimes snack, so they sit this lunch out. Try an everyday food instead!',
  },
  soda: {
    id: 'soda',
    name: 'Soda',
    emoji: '🥤',
    category: 'treat',
    isHealthy: false,
    fact: 'A regular 12-ounce can of soda has about 10 teaspoons of added sugar, more than kids should have in a day.',
    sometimesMessage: 'Soda is a sometimes drink, so it stays out. Water or milk make great everyday lunch drinks!',
  },
  cake: {
    id: 'cake',
    name: 'Cake',
    emoji: '🍰',
    category: 'treat',
    isHealthy: false,
    fact: 'Cake is high in sugar and fat, which is why food guides keep it outside the everyday food groups.',
    sometimesMessage: 'Cake is a sometimes food, saved for special days like birthdays. Pick an everyday food instead!',
  },
};

export const FOOD_IDS = Object.keys(foods) as FoodId[];

export interface Slot {
  category: SlotCategory;
  emoji: string;
  /** The visible label. */
  label: string;
  /** What an empty slot holds, said after its name: examples are foods not in the game. */
  about: string;
}

/** The lunchbox's six slots, in the box's order. */
export const slots: readonly Slot[] = [
  { category: 'protein', emoji: '🐟', label: 'Protein', about: 'Protein foods, like fish, turkey or tofu, help your body grow and repair itself.' },
  { category: 'grain', emoji: '🌾', label: 'Grain', about: 'Grain foods, like rice, pasta or oats, give you energy. Whole grains are the best pick.' },
  { category: 'fruit', emoji: '🍇', label: 'Fruit', about: 'Fruits, like grapes, berries or oranges, bring vitamins and fiber.' },
  { category: 'vegetable', emoji: '🥬', label: 'Vegetable', about: 'Vegetables, like peppers, spinach or cauliflower, bring vitamins and fiber.' },
  { category: 'dairy', emoji: '🥛', label: 'Dairy', about: 'Dairy foods, like milk or yogurt, have calcium for strong bones. Soy milk with added calcium counts too.' },
  {
    category: 'treat',
    emoji: '🎈',
    label: 'Treats',
    about: "It stays empty on purpose: treats are sometimes foods, not everyday lunchbox foods. You don't need it for the bonus.",
  },
];

export const FOOD_GROUPS: readonly FoodGroup[] = ['protein', 'grain', 'fruit', 'vegetable', 'dairy'];

export function slotOf(category: SlotCategory): Slot {
  return slots.find((slot) => slot.category === category) as Slot;
}
