import type { PartnerLink } from './schemas';

/**
 * A trusted site in the footer. Names that are names (KidsHealth, NHS) are the same in every
 * language; a name or organisation that describes (the World Health Organization) is shown in the
 * page's language, from the frame's words (src/components/words.*.json) named here.
 */
export type Partner = PartnerLink &
  ({ name: string; words?: undefined } | { name?: undefined; words: 'partnerWho' | 'partnerLibrary' }) & {
    orgWords?: 'partnerWhoOrg' | 'partnerNlmOrg' | 'partnerAapOrg' | 'partnerUsdaOrg' | 'partnerNihOrg';
  };

/**
 * The footer's list of public health education sites we learn from. The original brief headed it
 * "Educational Partners"; the site heads it "Trusted health sites" (docs/product.md §2 "Footer"),
 * since none of them is a partner or endorses HealthSprout (content review 2026-11-24, M15), and
 * the footer says so under the heading.
 */
export const partners: Partner[] = [
  { name: 'KidsHealth', url: 'https://kidshealth.org/', org: 'Nemours' },
  { name: 'CDC Healthy Schools', url: 'https://www.cdc.gov/healthy-schools/', org: 'CDC' },
  { words: 'partnerWho', url: 'https://www.who.int/', orgWords: 'partnerWhoOrg' },
  { name: 'NHS Health A to Z', url: 'https://www.nhs.uk/conditions/', org: 'NHS' },
  { name: 'MedlinePlus', url: 'https://medlineplus.gov/', orgWords: 'partnerNlmOrg' },
  { name: 'HealthyChildren.org', url: 'https://www.healthychildren.org/', orgWords: 'partnerAapOrg' },
  // The US nutrition guidance since January 2026 (it replaced MyPlate): the official site of the
  // Dietary Guidelines for Americans, 2025-2030, from the USDA and HHS.
  { name: 'Dietary Guidelines for Americans', url: 'https://www.realfood.gov/', orgWords: 'partnerUsdaOrg' },
  { name: 'NIEHS Kids Pages', url: 'https://kids.niehs.nih.gov/', orgWords: 'partnerNihOrg' },
  { words: 'partnerLibrary', url: '/library' },
];
