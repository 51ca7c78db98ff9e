import type { GlossaryEntry } from '../schemas';

export const diseasesGlossary: GlossaryEntry[] = [
  {
    id: 'influenza',
    term: 'influenza',
    pronunciation: 'in-floo-EN-zuh',
    definition: 'An illness of the nose, throat and lungs caused by flu viruses; most people just call it the flu.',
  },
  {
    id: 'virus',
    term: 'virus',
    forms: ['viruses'],
    pronunciation: 'VY-rus',
    definition: 'A germ far too small to see that can only make copies of itself inside the cells of a living thing.',
  },
  {
    id: 'bacteria',
    term: 'bacteria',
    forms: ['bacterium'],
    pronunciation: 'bak-TEER-ee-uh',
    definition: 'Tiny living things made of just one cell; a few kinds cause illness, but many kinds are helpful.',
  },
  {
    id: 'antibiotic',
    term: 'antibiotic',
    forms: ['antibiotics'],
    pronunciation: 'an-tee-by-OT-ik',
    definition: 'A medicine that kills bacteria or stops them from growing; it does not work against viruses.',
  },
  {
    id: 'rhinovirus',
    term: 'rhinovirus',
    forms: ['rhinoviruses'],
    pronunciation: 'RY-noh-vy-rus',
    definition: 'The most common kind of virus behind colds; it grows best inside the nose.',
  },
  {
    id: 'allergen',
    term: 'allergen',
    forms: ['allergens'],
    pronunciation: 'AL-er-jen',
    definition: 'Something, like pollen or peanuts, that sets off an allergic reaction in a person who is allergic to it.',
  },
  {
    id: 'histamine',
    term: 'histamine',
    pronunciation: 'HIS-tuh-meen',
    definition: 'A chemical the body releases during an allergic reaction; it causes itching, sneezing and swelling.',
  },
  {
    id: 'dander',
    term: 'dander',
    pronunciation: 'DAN-der',
    definition: 'Tiny flakes of skin shed by cats, dogs and other animals with fur or feathers.',
  },
  {
    id: 'hives',
    term: 'hives',
    pronunciation: 'HYVZ',
    definition: 'Itchy, raised, reddish bumps or patches on the skin, often caused by an allergic reaction.',
  },
  {
    id: 'anaphylaxis',
    term: 'anaphylaxis',
    pronunciation: 'an-uh-fuh-LAK-sis',
    definition: 'A sudden, serious allergic reaction that affects the whole body and needs emergency help right away.',
  },
  {
    id: 'epinephrine',
    term: 'epinephrine',
    pronunciation: 'ep-ih-NEF-rin',
    definition: 'A fast-acting medicine, also called adrenaline, that treats a serious allergic reaction; it is often given with an auto-injector.',
  },
  {
    id: 'allergist',
    term: 'allergist',
    forms: ['allergists'],
    pronunciation: 'AL-er-jist',
    definition: 'A doctor who is an expert in finding and treating allergies and asthma.',
  },
];
