import type { Category } from '../schemas';
import { blsPhysiciansAndSurgeons, blsPremedToPhysician, blsRadiologicTechnologists, blsRegisteredNurses, medlinePlusHealthCareTypes, nhsChildrensTeeth, nhsDentalCheckUps, onetParamedics, stepIntoNhsPlaySpecialist } from '../sources.ts';

export const careers: Category = {
  slug: 'careers',
  title: 'Healthcare Careers',
  subtitle: 'Meet the people who keep us healthy and discover jobs you might love one day.',
  description:
    'Find out what doctors, nurses, dentists and other hospital heroes do every day, and how you could join them.',
  popularTopics: ['Doctors', 'Nurses', 'Dentists', 'Paramedics', 'Pharmacists'],
  emoji: '🩺',
  articles: [
    {
      id: 'doctors-and-nurses',
      slug: 'doctors-and-nurses',
      title: 'Doctors and Nurses',
      tagline: 'What doctors and nurses really do, and how they team up to help you.',
      summary:
        'When you feel sick or get hurt, doctors and nurses are often the people who help you get better. They also help you stay healthy when you feel fine.',
      attribution: 'Checked against the U.S. Bureau of Labor Statistics, MedlinePlus (National Library of Medicine), Careers Wales and Illinois workNet',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      // Every fact has two of these pages (docs/fact-checks/careers/doctors-and-nurses.md).
      sources: [
        blsPhysiciansAndSurgeons,
        blsPremedToPhysician,
        blsRegisteredNurses,
        medlinePlusHealthCareTypes,
        { title: 'Health and Medicine: With the Patient', publisher: 'Careers Wales (Welsh Government)', url: 'https://www.careerswales.com/en/article/5005' },
        { title: 'Registered Nurses: Overview', publisher: 'Illinois workNet (State of Illinois)', url: 'https://apps.illinoisworknet.com/cis/Clusters/OccupationDetails/100179?parentId=110800&section=overview&sectionTitle=Overview' },
      ],
      tags: ['doctors', 'nurses', 'pediatrician', 'school nurse', 'medical school', 'careers', 'jobs'],
    },
    {
      id: 'a-visit-to-the-dentist',
      slug: 'a-visit-to-the-dentist',
      title: 'A Visit to the Dentist',
      tagline: 'What happens at a checkup, and how to keep your smile strong at home.',
      summary:
        'Your teeth help you chew, talk and smile, so they need good care. A dentist is a doctor for your teeth and gums who helps keep your mouth healthy for life.',
      attribution:
        'Checked against the NHS (England and Scotland), NHS Education for Scotland (SDCEP), the American Academy of Pediatric Dentistry, the U.S. Bureau of Labor Statistics, the European Federation of Orthodontic Specialists Associations, Dorling Kindersley, Crest’s dentalcare.com, Whyzz and Bluefish Pediatric Dentistry',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      // Every fact has two of these pages (docs/fact-checks/careers/a-visit-to-the-dentist.md).
      sources: [
        nhsDentalCheckUps,
        { title: 'Your dental check-up', publisher: 'NHS inform (Scotland)', url: 'https://www.nhsinform.scot/healthy-living/dental-health/your-dental-check-up' },
        nhsChildrensTeeth,
        { title: 'Looking after your teeth', publisher: 'NHS Healthier Together (Hertfordshire and West Essex)', url: 'https://www.hwehealthiertogether.nhs.uk/parentscarers/keeping-your-child-safe-and-healthy/dental-hygiene' },
        { title: 'Oral health', publisher: 'NHS Benfleet Primary Care Network', url: 'https://benfleetpcn.nhs.uk/oral-health' },
        { title: 'Looking after my teeth', publisher: 'Health for Kids (Leicestershire Partnership NHS Trust)', url: 'https://www.healthforkids.co.uk/staying-healthy/looking-after-my-teeth/' },
        { title: 'Prevention and Management of Dental Caries in Children: caries prevention recommendations', publisher: 'Scottish Dental Clinical Effectiveness Programme (SDCEP)', url: 'https://companion.sdcep.org.uk/prevention-and-management-of-dental-caries-in-children/caries-prevention/recommendations' },
        { title: 'Periodicity of Examination, Preventive Dental Services, Anticipatory Guidance/Counseling, and Oral Treatment for Infants, Children, and Adolescents', publisher: 'American Academy of Pediatric Dentistry', url: 'https://www.aapd.org/research/oral-health-policies--recommendations/periodicity-of-examination-preventive-dental-services-anticipatory-guidance-counseling-and-oral-treatment-for-infants-children-and-adolescents/' },
        { title: 'Dental work: Careers in oral care', publisher: 'US Bureau of Labor Statistics', url: 'https://www.bls.gov/careeroutlook/2020/article/mobile/dental-careers.htm' },
        { title: 'Do you have to be a dentist first before an orthodontist?', publisher: 'European Federation of Orthodontic Specialists Associations (EFOSA)', url: 'https://efosa.org/do-you-have-to-be-a-dentist-first-before-an-orthodontist' },
        { title: 'DK Human Body: Teeth', publisher: 'Dorling Kindersley (on FactMonster)', url: 'https://www.factmonster.com/dk/encyclopedia/teeth.html' },
        { title: 'Tooth enamel demineralization and the caries process (continuing education course)', publisher: 'dentalcare.com (Crest and Oral-B, Procter & Gamble)', url: 'https://www.dentalcare.com/en-us/professional-education/ce-courses/ce372/introduction' },
        { title: 'What are teeth made from?', publisher: 'Whyzz', url: 'https://www.whyzz.com/stories/what-are-teeth-made-from/' },
        { title: 'The truth about teeth: baby vs. adult', publisher: 'Bluefish Pediatric Dentistry', url: 'https://www.bluefishdental.com/the-truth-about-teeth-baby-vs-adult/' },
      ],
      tags: ['dentist', 'teeth', 'brushing', 'cavities', 'fluoride', 'checkup', 'careers'],
    },
    {
      id: 'hospital-heroes',
      slug: 'hospital-heroes',
      title: 'Hospital Heroes',
      tagline: 'Paramedics, pharmacists, X-ray experts and more: the team behind the scenes.',
      summary:
        'When you think of a hospital, you may picture doctors and nurses. But a hospital is like a small town, and it needs hundreds of people with lots of different jobs to keep it running.',
      attribution:
        'Checked against O*NET, CareerOneStop and the Bureau of Labor Statistics (U.S. Department of Labor), the Scottish Ambulance Service, MedlinePlus, the New Brunswick College of Pharmacists, the National Careers Service, NHS England and NHS hospital trusts, the American Academy of Pediatrics, Mount Sinai and the Science Museum',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      // Every fact has two of these pages (docs/fact-checks/careers/hospital-heroes.md); the emergency
      // numbers in the text are checked in docs/fact-checks/help-lines.md.
      sources: [
        onetParamedics,
        { title: 'Emergency Medical Technicians and Paramedics (career video)', publisher: 'CareerOneStop (US Department of Labor)', url: 'https://www.careeronestop.org/videos/careeronestop-videos.aspx?videocode=29204100' },
        { title: 'Automated External Defibrillators (AED)', publisher: 'Scottish Ambulance Service (NHS Scotland)', url: 'https://www.scottishambulance.com/your-community/automated-external-defibrillators/' },
        medlinePlusHealthCareTypes,
        { title: 'You and Your Pharmacist', publisher: 'New Brunswick College of Pharmacists', url: 'https://nbpharma.ca/you-and-your-pharmacist/2' },
        { title: 'Healthcare job profiles', publisher: 'National Careers Service (GOV.UK)', url: 'https://nationalcareers.service.gov.uk/job-categories/healthcare' },
        { title: 'Biomedical scientist', publisher: 'NHS England (Step into the NHS)', url: 'https://www.stepintothenhs.nhs.uk/careers/biomedical-scientist' },
        blsRadiologicTechnologists,
        { title: 'Careers in the NHS', publisher: 'Sherwood Forest Hospitals NHS Foundation Trust', url: 'https://www.sfh-tr.nhs.uk/work-for-us/work-experience/careers-in-the-nhs/' },
        { title: 'Physiotherapist', publisher: 'Portsmouth Hospitals University NHS Trust', url: 'https://www.porthosp.nhs.uk/work-for-us/physiotherapist.htm' },
        { title: 'Physiotherapists', publisher: 'North Tees and Hartlepool NHS Foundation Trust', url: 'https://www.nth.nhs.uk/careers/join-us/allied-health-professions/physiotherapists' },
        stepIntoNhsPlaySpecialist,
        { title: 'Child Life Services (policy statement)', publisher: 'American Academy of Pediatrics (Pediatrics journal)', url: 'https://publications.aap.org/pediatrics/article/147/1/e2020040261/33412/Child-Life-Services' },
        { title: 'MRI', publisher: 'Mount Sinai (Health Library)', url: 'https://www.mountsinai.org/health-library/tests/mri' },
        { title: 'MRI scans', publisher: 'Science Museum (London)', url: 'https://www.sciencemuseum.org.uk/exhibitions/brain/181.asp' },
      ],
      tags: ['hospital', 'paramedics', 'pharmacists', 'lab scientists', 'radiologic technologists', 'physical therapists', 'physiotherapists', 'porters', 'child life specialists', 'careers'],
    },
  ],
};
