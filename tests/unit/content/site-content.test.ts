import { describe, expect, it } from 'vitest';
import { navItemSchema, partnerLinkSchema, siteSchema } from '../../../src/content/schemas';
import { site } from '../../../src/content/site';
import { mainNavigation } from '../../../src/content/navigation';
import { partners } from '../../../src/content/partners';

describe('site content', () => {
  it('has valid site settings with the disclaimer and an e-mail address', () => {
    expect(siteSchema.parse(site).name).toBe('HealthSprout');
  });

  it('lists the five main pages in header order', () => {
    expect(mainNavigation.map((item) => navItemSchema.parse(item).name)).toEqual([
      'Home',
      'About Us',
      'E-Library',
      'Resources',
      'Contact',
    ]);
  });

  it('has nine partner links: eight external https sites and the site itself', () => {
    expect(partners).toHaveLength(9);
    partners.forEach((partner) => partnerLinkSchema.parse(partner));
    expect(partners.filter((p) => p.url.startsWith('https://'))).toHaveLength(8);
    expect(partners.filter((p) => p.url.startsWith('/'))).toHaveLength(1);
    expect(new Set(partners.map((p) => p.url)).size).toBe(9);
  });

  it('rejects a partner link that is neither https nor on this site', () => {
    expect(() => partnerLinkSchema.parse({ name: 'Bad', url: 'http://example.com' })).toThrow();
  });
});
