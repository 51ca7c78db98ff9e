// Imported by the build's guides plugin too (through vite.config.ts), hence the full file names.
import type { Guide } from './guide-types';
import { healthyEatingGuide } from './healthy-eating-guide.ts';
import { exerciseForKids } from './exercise-for-kids.ts';
import { vaccinesExplained } from './vaccines-explained.ts';
import { firstAidBasics } from './first-aid-basics.ts';
import { yourHeartInfographic } from './your-heart-infographic.ts';
import { foodPyramidAndPlate } from './food-pyramid-and-plate.ts';
import { germsAndHandwashing } from './germs-and-handwashing.ts';
import { bodySystemsInfographic } from './body-systems-infographic.ts';
import { soYouWantToBeADoctor } from './so-you-want-to-be-a-doctor.ts';
import { theBookOfGerms } from './the-book-of-germs.ts';
import { yourImmuneSystem } from './your-immune-system.ts';
import { tinyTeethBigSmiles } from './tiny-teeth-big-smiles.ts';

export const guides: Guide[] = [
  healthyEatingGuide,
  exerciseForKids,
  vaccinesExplained,
  firstAidBasics,
  yourHeartInfographic,
  foodPyramidAndPlate,
  germsAndHandwashing,
  bodySystemsInfographic,
  soYouWantToBeADoctor,
  theBookOfGerms,
  yourImmuneSystem,
  tinyTeethBigSmiles,
];
