// Public pages listed under more than one article: each written once, here, and named in the
// category files' `sources` lists (a fact-check record names them by their address).
import type { Source } from '../schemas';

export const aapStressAndHealth: Source = { title: 'Stress and Health: What Parents Need to Know', publisher: 'American Academy of Pediatrics (HealthyChildren.org)', url: 'https://healthychildren.org/English/healthy-living/emotional-wellness/Building-Resilience/Pages/stress-and-health-what-parents-need-to-know.aspx' };
export const allinaPneumonia: Source = { title: 'Pneumonia (care of children)', publisher: 'Allina Health', url: 'https://www.allinahealth.org/health-conditions-and-treatments/health-library/patient-education/care-of-children/infections/pneumonia' };
export const anaphylaxisUkEmergency: Source = { title: 'What to do in an emergency', publisher: 'Anaphylaxis UK', url: 'https://www.anaphylaxis.org.uk/what-to-do-in-an-emergency/' };
export const asthmaLungUkBreathing: Source = { title: 'When should I call 999 about my child’s breathing?', publisher: 'Asthma + Lung UK', url: 'https://www.asthmaandlung.org.uk/conditions/signs-breathing-problems-children/when-should-i-call-999-about-my-childs-breathing' };
export const childrensWisconsinDepression: Source = { title: 'Depression', publisher: 'Children’s Wisconsin', url: 'https://childrenswi.org/Find-Care/Mental-Behavioral-Health/Conditions/Depression' };
export const chocFriendSuicidal: Source = { title: 'What to do if your friend is suicidal', publisher: 'CHOC Children’s (Children’s Hospital of Orange County)', url: 'https://blog.chocchildrens.org/help-stop-a-friend-considering-suicide/' };
export const frimleyDifficultyBreathing: Source = { title: 'Difficulty breathing', publisher: 'NHS Frimley Healthier Together', url: 'https://frimley-healthiertogether.nhs.uk/professionals/safety-netting-documents-parents/difficulty-breathing' };
export const hillsboroughCrisisLine: Source = { title: 'National Crisis Help Line (988)', publisher: 'Hillsborough County, Florida', url: 'https://hcfl.gov/residents/parks-and-leisure/mindful-mondays/national-crisis-help-line' };
export const kidsHealthFiveSteps: Source = { title: 'Five Steps for Fighting Stress (for kids)', publisher: 'KidsHealth (Nemours)', url: 'https://kidshealth.org/en/kids/5-steps.html' };
export const kidsHealthStress: Source = { title: 'Stress (for kids)', publisher: 'KidsHealth (Nemours)', url: 'https://kidshealth.org/en/kids/stress.html' };
export const medlinePlusHealthCareTypes: Source = { title: 'Types of health care providers', publisher: 'MedlinePlus (US National Library of Medicine)', url: 'https://medlineplus.gov/ency/article/001933.htm' };
export const minnesotaFoodAllergens: Source = { title: 'Food Ingredients that May Cause Allergies', publisher: 'Minnesota Department of Agriculture', url: 'https://www.mda.state.mn.us/food-feed/food-ingredients-may-cause-allergies' };
export const multnomahGermSpread: Source = { title: 'Preventing the spread of germs', publisher: 'Multnomah County Health Department', url: 'https://www.multco.us/novel-coronavirus-covid-19/preventing-spread-germs' };
export const nhsCyanosis: Source = { title: 'Blue or grey skin or lips (cyanosis)', publisher: 'NHS (NHS website factsheet, on AXA Health)', url: 'https://axahealth.co.uk/staying-healthy/nhs-factsheets/blue-or-grey-skin-or-lips-cyanosis' };
export const nhsPoisoning: Source = { title: 'Poisoning', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/poisoning/' };
export const nidirectAnaphylaxis: Source = { title: 'Anaphylaxis', publisher: 'nidirect (Northern Ireland government)', url: 'https://www.nidirect.gov.uk/conditions/anaphylaxis' };
export const nidirectDairy: Source = { title: 'Dairy and alternatives', publisher: 'nidirect (Northern Ireland government)', url: 'https://www.nidirect.gov.uk/articles/dairy-and-alternatives' };
export const nimhChildrenMentalHealth: Source = { title: 'Children and Mental Health: Is This Just a Stage?', publisher: 'National Institute of Mental Health (NIMH)', url: 'https://www.nimh.nih.gov/health/publications/children-and-mental-health' };
export const oregonAbout988: Source = { title: 'About 988', publisher: 'Oregon Health Authority', url: 'https://www.oregon.gov/oha/BH/Lifespan/Pages/About-988.aspx' };
export const uMatterWorriedFriend: Source = { title: 'Worried about someone? When you’re not sure', publisher: 'U Matter, U Can Get Help (youth suicide prevention site)', url: 'https://www.umatterucangethelp.org/index.php/worried-about-someone/when-youre-not-sure' };
export const umassCalcium: Source = { title: 'Calcium (nutrition fact sheet)', publisher: 'University of Massachusetts Amherst', url: 'https://www.umass.edu/nibble/infofile/calcium.html' };
