// The organs of Label the Organs (docs/product.md §3, organ item): eight with a spot on the body map and
// three real organs with none (the decoys). Facts checked against public health pages, listed in
// docs/content-review-2026-11/organ-facts.md; the sentences are our own. Left and right in a
// spot's name are the person's own, as a doctor says them.

export type OrganId = 'brain' | 'heart' | 'lungs' | 'stomach' | 'liver' | 'intestines' | 'kidneys' | 'bladder' | 'spleen' | 'pancreas' | 'gallbladder';

export interface Organ {
  id: OrganId;
  name: string;
  /** Said as "they" (the lungs do), not "it". */
  plural: boolean;
  /** The piece's tooltip: one short true thing about it. */
  fact: string;
  /** For a screen reader, where its spot is, without naming what goes there (map organs only). */
  zoneName?: string;
  /** For a decoy: the kind words when it is tried. */
  decoyMessage?: string;
}

export const organs: Record<OrganId, Organ> = {
  brain: {
    id: 'brain',
    name: 'Brain',
    plural: false,
    fact: 'Your brain is the boss of your body: it helps you think, feel, remember and move, even while you sleep.',
    zoneName: 'Spot in the head',
  },
  heart: {
    id: 'heart',
    name: 'Heart',
    plural: false,
    fact: 'Your heart is a strong muscle about the size of your fist, and it pumps blood all around your body.',
    zoneName: "Spot in the middle of the chest, a little to the person's left",
  },
  lungs: {
    id: 'lungs',
    name: 'Lungs',
    plural: true,
    fact: 'You have two spongy lungs for breathing; the left one is a little smaller to make room for your heart.',
    zoneName: 'Spot across both sides of the upper chest',
  },
  stomach: {
    id: 'stomach',
    name: 'Stomach',
    plural: false,
    fact: 'Your stretchy stomach squeezes food and mixes it with special juices until it turns into a thick mush.',
    zoneName: "Spot at the upper belly under the ribs, on the person's left",
  },
  liver: {
    id: 'liver',
    name: 'Liver',
    plural: false,
    fact: 'Your liver is a busy helper: it cleans your blood, stores energy and makes bile to help digest food.',
    zoneName: "Spot at the upper belly under the ribs, on the person's right",
  },
  intestines: {
    id: 'intestines',
    name: 'Intestines',
    plural: true,
    fact: 'Your intestines are one long, twisty tube that soaks up the good stuff from food and moves the rest out.',
    zoneName: 'Spot across the lower belly',
  },
  kidneys: {
    id: 'kidneys',
    name: 'Kidneys',
    plural: true,
    fact: 'You have two bean-shaped kidneys that clean your blood and turn waste and extra water into urine.',
    zoneName: 'Spot on both sides of the middle belly, toward the back',
  },
  bladder: {
    id: 'bladder',
    name: 'Bladder',
    plural: false,
    fact: "Your bladder is a stretchy bag that holds urine and tells your brain when it's time to go to the bathroom.",
    zoneName: 'Spot low in the middle, at the very bottom of the belly',
  },
  spleen: {
    id: 'spleen',
    name: 'Spleen',
    plural: false,
    fact: 'Your spleen filters your blood, taking out worn-out cells, and helps your body fight germs.',
    decoyMessage: 'The spleen is a real organ, but it has no spot on this map. Try another one!',
  },
  pancreas: {
    id: 'pancreas',
    name: 'Pancreas',
    plural: false,
    fact: 'Your pancreas makes juices that help digest food, plus insulin, which helps control the sugar in your blood.',
    decoyMessage: "The pancreas is real and works hard, but there's no spot for it on this map. Try another organ!",
  },
  gallbladder: {
    id: 'gallbladder',
    name: 'Gallbladder',
    plural: false,
    fact: 'Your gallbladder is a small pouch that stores bile, a juice from your liver that helps break down fat.',
    decoyMessage: 'Good thinking! The gallbladder is real, but it has no spot on this map. Pick another organ to try!',
  },
};
