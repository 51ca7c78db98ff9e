import type { PartnerLink } from './schemas';

/**
 * The footer's list of public health education sites we learn from. The original brief headed it
 * "Educational Partners"; the site heads it "Trusted health sites" (docs/product.md §2 "Footer"),
 * since none of them is a partner or endorses HealthSprout (content review 2026-11-24, M15), and
 * the footer says so under the heading.
 */
export const partnersHeading = 'Trusted health sites';

export const partners: PartnerLink[] = [
  { name: 'KidsHealth', url: 'https://kidshealth.org/', org: 'Nemours' },
  { name: 'CDC Healthy Schools', url: 'https://www.cdc.gov/healthy-schools/', org: 'CDC' },
  { name: 'World Health Organization', url: 'https://www.who.int/', org: 'WHO' },
  { name: 'NHS Health A to Z', url: 'https://www.nhs.uk/conditions/', org: 'NHS' },
  { name: 'MedlinePlus', url: 'https://medlineplus.gov/', org: 'U.S. National Library of Medicine' },
  { name: 'HealthyChildren.org', url: 'https://www.healthychildren.org/', org: 'American Academy of Pediatrics' },
  // The US nutrition guidance since January 2026 (it replaced MyPlate): the official site of the
  // Dietary Guidelines for Americans, 2025-2030, from the USDA and HHS.
  { name: 'Dietary Guidelines for Americans', url: 'https://www.realfood.gov/', org: 'USDA and HHS' },
  { name: 'NIEHS Kids Pages', url: 'https://kids.niehs.nih.gov/', org: 'National Institutes of Health' },
  { name: 'HealthSprout E-Library', url: '/library' },
];
