import type { Category } from '../schemas';
import { aapFluVaccine2025, allinaPneumonia, anaphylaxisUkEmergency, asthmaLungUkBreathing, cdcAntimicrobialResistance, cdcColdsArchived, frimleyDifficultyBreathing, kidsHealthGermsForTeens, minnesotaFoodAllergens, multnomahGermSpread, nhsCyanosis, nidirectAnaphylaxis, nidirectCommonCold } from '../sources.ts';

export const diseases: Category = {
  slug: 'diseases',
  title: 'Diseases & Conditions',
  subtitle: 'Learn how germs make us sick, how our bodies fight back, and how to stay well.',
  description: 'Find out about the flu, colds and allergies, and simple ways to stay healthy.',
  popularTopics: ['The Flu', 'Common Colds', 'Allergies', 'Germs & Viruses', 'Staying Well'],
  emoji: '🦠',
  articles: [
    {
      id: 'what-is-the-flu',
      slug: 'what-is-the-flu',
      title: 'What Is the Flu?',
      tagline: 'Why the flu hits so fast, how it spreads, and ways to stay well.',
      summary:
        'The flu is an illness caused by the influenza virus. It can make you feel awful for several days, but most kids start to feel better in about a week.',
      attribution:
        'Checked against the CDC, the American Academy of Pediatrics, the American Medical Association, the NHS, Children’s Health (Dallas), KidsHealth (Nemours), nidirect, NSW Health, the West Virginia health department, Multnomah County, Maricopa County and the University of Michigan',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Types of Influenza Viruses',
          publisher: 'Centers for Disease Control and Prevention (CDC)',
          url: 'https://cdc.gov/flu/about/viruses-types.html',
        },
        aapFluVaccine2025,
        {
          title: 'Pediatric vaccines: Questions parents will ask and how to answer',
          publisher: 'American Medical Association',
          url: 'https://www.ama-assn.org/public-health/prevention-wellness/pediatric-vaccines-questions-parents-will-ask-and-how-answer',
        },
        {
          title: 'About the nasal spray flu vaccine for children',
          publisher: 'NHS North East London',
          url: 'https://northeastlondon.icb.nhs.uk/your-health/keeping-well-this-winter/winter-vaccinations/about-the-nasal-spray-flu-vaccine-for-children/',
        },
        {
          title: 'Sick with the flu? Know when to go to the ER',
          publisher: 'Children’s Health (Dallas)',
          url: 'https://www.childrens.com/health-wellness/sick-with-the-flu-know-when-to-go-to-the-er-infographic',
        },
        {
          title: 'Influenza (Flu)',
          publisher: 'KidsHealth (Nemours), on Johns Hopkins All Children’s Hospital',
          url: 'https://www.hopkinsallchildrens.org/Patients-Families/Health-Library/HealthDocNew/Influenza-(Flu)?id=3512',
        },
        {
          title: 'Flu',
          publisher: 'NHS Greenwich',
          url: 'https://www.greenwichccg.nhs.uk/Your-Health/self-careadvice/Pages/Flu.aspx',
        },
        {
          title: 'Treating flu',
          publisher: 'NHS',
          url: 'https://www.nhs.uk/Conditions/Flu/Pages/Treatment.aspx',
        },
        nidirectCommonCold,
        frimleyDifficultyBreathing,
        multnomahGermSpread,
        {
          title: 'Influenza viruses are constantly changing (FAQ)',
          publisher: 'Maricopa County',
          url: 'https://listos.maricopa.gov/FAQ.aspx?QID=1504',
        },
        {
          title: 'Influenza (vaccines teaching module)',
          publisher: 'University of Michigan Medical School',
          url: 'https://med.umich.edu/lrc/vaccines/modules/influenza/flu1t1.html',
        },
        {
          title: 'Caring for kids with flu',
          publisher: 'NSW Health (New South Wales Government)',
          url: 'https://www.health.nsw.gov.au/Infectious/Influenza/Pages/care_for_kids_with_flu.aspx',
        },
        {
          title: 'Know the emergency warning signs (COVID-19 and other respiratory viruses)',
          publisher: 'West Virginia Department of Health and Human Resources',
          url: 'https://dhhr.wv.gov/covid-19/pages/signs.aspx',
        },
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Get help now if someone with the flu has these signs',
        signs: [
          'Trouble breathing, fast breathing, or the ribs pulling in with each breath',
          'Lips or skin turning blue, gray or very pale, or pain in the chest',
          'A seizure (fit), or being confused, very sleepy or hard to wake up',
          'A fever above 104 °F (40 °C) that medicine does not bring down, or muscle pain so bad they will not walk',
          'Signs of drying out, like a very dry mouth, no tears when crying or no urine for 8 hours',
          'A fever or cough that gets better, then comes back worse',
        ],
        steps: [
          'Tell an adult right away.',
          'If someone has a seizure, is struggling to breathe, has blue or gray lips or cannot stay awake, call an emergency number (below), even if no adult is there.',
          'For any other sign on this list, an adult should get medical help right away.',
        ],
      },
      tags: ['flu', 'influenza', 'fever', 'virus', 'vaccine', 'flu season', 'germs'],
    },
    {
      id: 'why-we-catch-colds',
      slug: 'why-we-catch-colds',
      title: 'Why We Catch Colds',
      tagline: 'More than 200 viruses can cause a cold. Here is how they spread.',
      summary:
        'If you have ever had a runny nose, a scratchy throat and lots of sneezes, you have probably had a cold. Colds are among the most common illnesses on Earth, and kids often catch even more of them than adults.',
      attribution:
        'Checked against the Merck Manual, nidirect (Northern Ireland government), Cleveland Clinic, the CDC, Keck Medicine of USC, Lehigh Valley Health Network, Kokilaben Hospital, Multnomah County, the Lincoln Trail District Health Department, Asthma + Lung UK, the NHS and Allina Health',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        cdcColdsArchived,
        {
          title: 'Common Cold (Quick Facts)',
          publisher: 'Merck Manual, Consumer Version',
          url: 'https://merckmanuals.com/home/quick-facts-infections/respiratory-viruses/common-cold',
        },
        {
          title: 'Common Cold: Living With',
          publisher: 'Cleveland Clinic',
          url: 'https://my.clevelandclinic.org/health/diseases/12342-common-cold/living-with',
        },
        nidirectCommonCold,
        {
          title: 'Common Questions About the Common Cold',
          publisher: 'Keck Medicine of USC',
          url: 'https://internalmedicine.usc.edu/blog/common-questions-about-the-common-cold/',
        },
        {
          title: 'Cold',
          publisher: 'Lehigh Valley Health Network',
          url: 'https://www.lvhn.org/conditions/cold',
        },
        {
          title: 'Myth: Going outdoors with wet hair will give you a cold',
          publisher: 'Kokilaben Dhirubhai Ambani Hospital',
          url: 'https://navimumbai.kokilabenhospital.com/health/healthtip/myth-going-outdoors-with-wet-hair-will-give-you-a-cold.html',
        },
        multnomahGermSpread,
        {
          title: 'Cover Your Cough',
          publisher: 'Lincoln Trail District Health Department',
          url: 'https://llhd.org/healthy-communities/preventing-communicable-disease/cover-your-cough/',
        },
        asthmaLungUkBreathing,
        frimleyDifficultyBreathing,
        nhsCyanosis,
        allinaPneumonia,
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Get help fast if someone with a cold has these signs',
        signs: [
          'Struggling to breathe, or breathing very fast',
          'Lips or skin turning blue or gray, or very pale',
          'Very sleepy, confused or hard to wake up',
        ],
        steps: [
          'Tell an adult right away.',
          'If someone is struggling to breathe or cannot stay awake, call an emergency number (below), even if no adult is there.',
        ],
      },
      tags: ['cold', 'common cold', 'virus', 'sneezing', 'runny nose', 'germs', 'handwashing'],
    },
    {
      id: 'understanding-allergies',
      slug: 'understanding-allergies',
      title: 'Understanding Allergies',
      tagline: 'What happens when your immune system mistakes something harmless for a germ.',
      summary:
        'An allergy happens when your body reacts to something harmless as if it were a harmful germ. Pollen, pets, dust and some foods are common triggers.',
      attribution:
        'Checked against KidsHealth (Nemours), Anaphylaxis UK, nidirect (Northern Ireland government), the Minnesota Department of Agriculture, Intermountain Health, the NHS and Pharmacy Times',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Anaphylaxis (for Teens)',
          publisher: 'KidsHealth (Nemours)',
          url: 'https://kidshealth.org/JeffGordonChildrens/en/teens/anaphylaxis.html',
        },
        anaphylaxisUkEmergency,
        nidirectAnaphylaxis,
        minnesotaFoodAllergens,
        {
          title: 'Allergies (for Kids)',
          publisher: 'KidsHealth (Nemours), on Akron Children’s',
          url: 'https://www.akronchildrens.org/kidshealth/en/kids/allergies.html',
        },
        {
          title: 'A to Z: Allergy',
          publisher: 'KidsHealth (Nemours), on Dayton Children’s',
          url: 'https://childrensdayton.org/kidshealth/a/az-allergy',
        },
        {
          title: 'What’s an Allergy?',
          publisher: 'KidsHealth (Nemours)',
          url: 'https://kidshealth.org/SeattleCH/en/kids/word-allergy.html',
        },
        {
          title: 'Allergies (pediatrics)',
          publisher: 'Intermountain Health',
          url: 'https://intermountainhealthcare.org/services/pediatrics/services/allergies/',
        },
        {
          title: 'Adrenaline auto-injectors (MHRA safety campaign)',
          publisher: 'Bridgewater Surgeries (NHS)',
          url: 'https://www.bridgewatersurgeries.nhs.uk/2023/07/17/adrenaline-auto-injectors/',
        },
        {
          title: 'A to Z: Anaphylaxis',
          publisher: 'KidsHealth (Nemours), on Johns Hopkins All Children’s',
          url: 'https://www.allkids.org/mobile.cfm?id=1905&section=1&category=21024&ref=95954',
        },
        {
          title: 'FDA approves neffy 1 mg for type 1 allergic reactions, including anaphylaxis, in children',
          publisher: 'Pharmacy Times',
          url: 'https://pharmacytimes.com/view/fda-approves-neffy-1-mg-for-type-1-allergic-reactions-including-anaphylaxis-in-children',
        },
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Get help now for a serious allergic reaction',
        signs: [
          'Trouble breathing, wheezing or a tight throat',
          'A swollen tongue or throat',
          'A hoarse voice or trouble swallowing',
          'Feeling faint, dizzy or confused, or passing out',
          'Hives or swelling together with coughing, stomach pain or throwing up',
        ],
        steps: [
          'Help them use their own epinephrine (an auto-injector pen or a nasal spray) right away. Note the time it was given.',
          'Call an emergency number (below), even if no adult is there and even if they start to feel better. Say it may be anaphylaxis.',
          'Keep them lying down with their legs raised, or sitting up if breathing is hard. Do not let them stand or walk, even if they feel better.',
          'Stay with them and tell an adult. If they are no better after 5 minutes, or get worse, use a second device if there is one.',
        ],
      },
      tags: ['allergies', 'allergen', 'pollen', 'hay fever', 'food allergy', 'immune system', 'epinephrine'],
    },
    {
      id: 'antibiotics-and-viruses',
      slug: 'antibiotics-and-viruses',
      title: 'Antibiotics: Why They Don’t Work on Viruses',
      tagline: 'Bacteria and viruses are very different germs. Here is why one medicine can’t fight both.',
      summary:
        'You wake up with a sore throat, a runny nose and a cough. Would a medicine called an antibiotic help? For a cold or the flu, the answer is no, and the reason comes down to two very different kinds of germs.',
      attribution:
        'Checked against the CDC, KidsHealth (Nemours), Mayo Clinic, the American Academy of Pediatrics, the NHS, Ireland’s HSE, healthdirect Australia, Anaphylaxis UK, nidirect (Northern Ireland government) and a 2011 study in Nature',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        kidsHealthGermsForTeens,
        {
          title: 'Germs: Understand and protect against bacteria, viruses and infections',
          publisher: 'Mayo Clinic',
          url: 'https://www.mayoclinic.org/diseases-conditions/infectious-diseases/in-depth/germs/art-20045289',
        },
        cdcAntimicrobialResistance,
        {
          title: 'What are antibiotic-resistant bacteria? (infographic text)',
          publisher: 'Centers for Disease Control and Prevention (CDC)',
          url: 'https://www.cdc.gov/antibiotic-use/images/Infographic-AR-bacteria.txt',
        },
        {
          title: 'Prescription Adherence Tool',
          publisher: 'Centers for Disease Control and Prevention (CDC)',
          url: 'https://www.cdc.gov/antibiotic-use/community/materials-references/print-materials/hcp/prescription-adherence-tool.html',
        },
        {
          title: 'Guidelines for Antibiotic Use: 4 Tips for Parents',
          publisher: 'American Academy of Pediatrics (HealthyChildren.org)',
          url: 'https://healthychildren.org/English/safety-prevention/at-home/medication-safety/Pages/Guidelines-for-Antibiotic-Use.aspx',
        },
        {
          title: 'How to take antibiotics',
          publisher: 'Health Service Executive (HSE), Ireland',
          url: 'https://www2.hse.ie/conditions/medication/antibiotics/how-to-take.html',
        },
        {
          title: 'Antibiotics',
          publisher: 'NHS 111 Wales',
          url: 'https://111.wales.nhs.uk/encyclopaedia/a/article/antibiotics',
        },
        {
          title: 'Allergic reactions to antibiotics',
          publisher: 'healthdirect (Australian Government)',
          url: 'https://www.healthdirect.gov.au/allergic-reactions-to-antibiotics',
        },
        {
          title: 'Tips for Giving Antibiotics to Children',
          publisher: 'BayCare Health System (health library)',
          url: 'https://www.baycare.org/health-library/tips-for-giving-antibiotics-to-children',
        },
        {
          title: 'Do I have a penicillin allergy?',
          publisher: 'South Tees Hospitals NHS Foundation Trust',
          url: 'https://southtees.nhs.uk/resources/do-i-have-a-penicillin-allergy',
        },
        anaphylaxisUkEmergency,
        nidirectAnaphylaxis,
        {
          title: 'The Age-Old Fight Against Antibiotics (2011)',
          publisher: 'The Scientist',
          url: 'https://www.the-scientist.com/the-age-old-fight-against-antibiotics-42013',
        },
        {
          title: 'Antibiotic resistance is ancient (D’Costa and others, 2011)',
          publisher: 'Nature',
          url: 'https://doi.org/10.1038/nature10388',
        },
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Get help now if someone has a bad reaction to an antibiotic',
        signs: [
          'A rash, hives or puffy eyes after taking an antibiotic',
          'Swelling of the lips, tongue, face or throat',
          'Trouble breathing',
          'Feeling dizzy or faint, or collapsing',
        ],
        steps: [
          'If someone has trouble breathing, swelling of the lips, tongue or throat, or collapses, help them use their own epinephrine right away, if they carry it.',
          'Then call an emergency number (below), even if no adult is there and even if they start to feel better. Say it may be anaphylaxis.',
          'Stay with them until help comes.',
          'For a rash, hives or puffy eyes on their own, tell a trusted adult at once. A doctor, nurse or pharmacist should say what to do before the next dose.',
        ],
      },
      tags: ['antibiotics', 'antibiotic resistance', 'bacteria', 'virus', 'germs', 'medicine', 'cold', 'flu'],
    },
  ],
};
