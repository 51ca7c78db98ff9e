import type { Category } from '../schemas';

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
      attribution: 'Checked against the CDC, the American Academy of Pediatrics, the American Medical Association, the NHS and Children’s Health (Dallas)',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Types of Influenza Viruses',
          publisher: 'Centers for Disease Control and Prevention (CDC)',
          url: 'https://cdc.gov/flu/about/viruses-types.html',
        },
        {
          title: 'American Academy of Pediatrics Releases Influenza Vaccine Recommendations for 2025-26 Season',
          publisher: 'American Academy of Pediatrics',
          url: 'https://www.aap.org/en/news-room/news-releases/aap/2025/american-academy-of-pediatrics-releases-influenza-vaccine-recommendations-for-2025-26-season',
        },
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
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Get help now if someone with the flu has these signs',
        signs: [
          'Trouble breathing, fast breathing, or the ribs pulling in with each breath',
          'Lips or face turning blue or gray, or pain in the chest',
          'A seizure (fit), or being confused, very sleepy or hard to wake up',
          'A fever above 104 °F (40 °C), or muscle pain so bad that they will not walk',
          'Signs of drying out, like a very dry mouth, no tears when crying or no urine for 8 hours',
          'A fever or cough that gets better, then comes back worse, or a long-term illness like asthma getting worse',
        ],
        steps: [
          'Tell an adult right away.',
          'If someone has a seizure, is struggling to breathe, has blue lips or cannot stay awake, call an emergency number (below), even if no adult is there.',
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
      attribution: 'Checked against the CDC, the Merck Manual, Cleveland Clinic and nidirect (Northern Ireland government)',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Common Cold and Runny Nose (archived copy of the CDC page)',
          publisher: 'Centers for Disease Control and Prevention (CDC)',
          url: 'https://web.archive.org/web/20160201101449/http://www.cdc.gov/getsmart/community/for-patients/common-illnesses/colds.html',
        },
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
        {
          title: 'Common cold',
          publisher: 'nidirect (Northern Ireland government)',
          url: 'https://www.nidirect.gov.uk/conditions/common-cold',
        },
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Get help fast if someone with a cold has these signs',
        signs: [
          'Struggling to breathe, or breathing very fast',
          'Lips or face turning blue or gray',
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
      attribution: 'Checked against KidsHealth (Nemours), Anaphylaxis UK, nidirect (Northern Ireland government), the Minnesota Department of Agriculture and the ACAAI',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Anaphylaxis (for Teens)',
          publisher: 'KidsHealth (Nemours)',
          url: 'https://kidshealth.org/JeffGordonChildrens/en/teens/anaphylaxis.html',
        },
        {
          title: 'What to do in an emergency',
          publisher: 'Anaphylaxis UK',
          url: 'https://www.anaphylaxis.org.uk/what-to-do-in-an-emergency/',
        },
        {
          title: 'Anaphylaxis',
          publisher: 'nidirect (Northern Ireland government)',
          url: 'https://www.nidirect.gov.uk/conditions/anaphylaxis',
        },
        {
          title: 'Food Ingredients that May Cause Allergies',
          publisher: 'Minnesota Department of Agriculture',
          url: 'https://www.mda.state.mn.us/food-feed/food-ingredients-may-cause-allergies',
        },
        {
          title: 'Study Shows Children with Private Insurance More Likely to Outgrow Food Allergies',
          publisher: 'American College of Allergy, Asthma and Immunology',
          url: 'https://annualmeeting.acaai.org/2023/outgrow-food-allergies.cfm',
        },
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Get help now for a serious allergic reaction',
        signs: [
          'Trouble breathing, wheezing or a tight throat',
          'Swollen lips, tongue or face',
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
      attribution: 'Checked against the CDC, the American Academy of Pediatrics and KidsHealth (Nemours)',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Germs: Bacteria, Viruses, Fungi, and Protozoa (for Teens)',
          publisher: 'KidsHealth (Nemours)',
          url: 'https://kidshealth.org/NAPNAP/en/teens/care-about-germs.html',
        },
        {
          title: 'How Antimicrobial Resistance Happens',
          publisher: 'Centers for Disease Control and Prevention (CDC)',
          url: 'https://www.cdc.gov/drugresistance/about/how-resistance-happens.html',
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
          title: 'Combating Antimicrobial Resistance and Protecting the Miracle of Modern Medicine, Chapter 1: Introduction',
          publisher: 'National Academies of Sciences, Engineering, and Medicine',
          url: 'https://nap.nationalacademies.org/read/26350/chapter/17.xhtml',
        },
      ],
      tags: ['antibiotics', 'antibiotic resistance', 'bacteria', 'virus', 'germs', 'medicine', 'cold', 'flu'],
    },
  ],
};
