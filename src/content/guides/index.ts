import type { Guide } from './guide-types';
import { healthyEatingGuide } from './healthy-eating-guide';
import { exerciseForKids } from './exercise-for-kids';
import { vaccinesExplained } from './vaccines-explained';
import { firstAidBasics } from './first-aid-basics';
import { yourHeartInfographic } from './your-heart-infographic';
import { foodPyramidAndPlate } from './food-pyramid-and-plate';
import { germsAndHandwashing } from './germs-and-handwashing';
import { bodySystemsInfographic } from './body-systems-infographic';
import { soYouWantToBeADoctor } from './so-you-want-to-be-a-doctor';
import { theBookOfGerms } from './the-book-of-germs';
import { yourImmuneSystem } from './your-immune-system';
import { tinyTeethBigSmiles } from './tiny-teeth-big-smiles';

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
