import type { Category } from '../schemas';

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
      attribution: 'Checked against the U.S. Bureau of Labor Statistics',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        { title: 'Physicians and Surgeons (Occupational Outlook Handbook)', publisher: 'US Bureau of Labor Statistics', url: 'https://www.bls.gov/ooh/healthcare/physicians-and-surgeons.htm' },
        { title: 'From premed to physician: Pursuing a medical career', publisher: 'US Bureau of Labor Statistics', url: 'https://www.bls.gov/careeroutlook/2017/article/premed.htm' },
        { title: 'Registered Nurses (Occupational Outlook Handbook)', publisher: 'US Bureau of Labor Statistics', url: 'https://www.bls.gov/ooh/healthcare/registered-nurses.htm' },
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
      attribution: 'Checked against the NHS, the American Academy of Pediatric Dentistry and the U.S. Bureau of Labor Statistics',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        { title: 'Dental check-ups', publisher: 'NHS', url: 'https://www.nhs.uk/live-well/healthy-teeth-and-gums/dental-check-ups/' },
        { title: 'Periodicity of Examination, Preventive Dental Services, Anticipatory Guidance/Counseling, and Oral Treatment for Infants, Children, and Adolescents', publisher: 'American Academy of Pediatric Dentistry', url: 'https://www.aapd.org/research/oral-health-policies--recommendations/periodicity-of-examination-preventive-dental-services-anticipatory-guidance-counseling-and-oral-treatment-for-infants-children-and-adolescents/' },
        { title: "Taking care of children's teeth", publisher: 'NHS', url: 'https://www.nhs.uk/live-well/healthy-teeth-and-gums/taking-care-of-childrens-teeth/' },
        { title: 'Dental work: Careers in oral care', publisher: 'US Bureau of Labor Statistics', url: 'https://www.bls.gov/careeroutlook/2020/article/mobile/dental-careers.htm' },
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
      attribution: 'Checked against O*NET and the Bureau of Labor Statistics (U.S. Department of Labor), NHS England and the American Academy of Pediatrics',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        { title: 'Paramedics (Summary Report 29-2043.00)', publisher: 'O*NET OnLine (US Department of Labor)', url: 'https://www.onetonline.org/link/summary/29-2043.00' },
        { title: 'Radiologic and MRI Technologists (Occupational Outlook Handbook)', publisher: 'US Bureau of Labor Statistics', url: 'https://www.bls.gov/ooh/healthcare/radiologic-technologists.htm' },
        { title: 'Porter', publisher: 'NHS England (Step into the NHS)', url: 'https://www.stepintothenhs.nhs.uk/careers/porter' },
        { title: 'Hospital play specialist', publisher: 'NHS England (Step into the NHS)', url: 'https://www.stepintothenhs.nhs.uk/careers/hospital-play-specialist' },
        { title: 'Child Life Services (policy statement)', publisher: 'American Academy of Pediatrics (Pediatrics journal)', url: 'https://publications.aap.org/pediatrics/article/147/1/e2020040261/33412/Child-Life-Services' },
      ],
      tags: ['hospital', 'paramedics', 'pharmacists', 'lab scientists', 'radiologic technologists', 'physical therapists', 'physiotherapists', 'porters', 'child life specialists', 'careers'],
    },
  ],
};
