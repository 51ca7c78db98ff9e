import { describe, expect, it } from 'vitest';
import { navItemSchema, partnerLinkSchema, siteSchema } from '../../../src/content/schemas';
import { site } from '../../../src/content/site';
import { mainNavigation } from '../../../src/content/navigation';
import { partners } from '../../../src/content/partners';
import englishFrame from '../../../src/components/words.en.json';
import spanishFrame from '../../../src/components/words.es.json';

describe('site content', () => {
  it('has valid site settings with an e-mail address', () => {
    expect(siteSchema.parse(site).name).toBe('HealthSprout');
  });

  it('says on every page, in each language, that it is not medical advice', () => {
    expect(englishFrame.disclaimer).toContain('not medical advice');
    expect(spanishFrame.disclaimer).toContain('no da consejos médicos');
  });

  it('lists the five main pages in header order', () => {
    expect(mainNavigation.map((item) => navItemSchema.parse(item).key)).toEqual(['home', 'about', 'library', 'resources', 'contact']);
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

describe('how we check our facts', () => {
  it('lists what changed in every article, month by month, and no change for an article that does not exist', async () => {
    const { articleChanges } = await import('../../../src/content/fact-checking');
    const { categories } = await import('../../../src/content/categories');
    const articles = categories.flatMap((category) => category.articles.map((article) => `${category.slug}/${article.slug}`));
    expect(Object.keys(articleChanges).sort()).toEqual([...articles].sort());
    for (const changes of Object.values(articleChanges)) {
      expect(changes.length).toBeGreaterThan(0);
      for (const change of changes) expect(change.when).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/);
    }
  });

  it('says plainly that no doctor or nurse has reviewed the articles yet, and names no reviewer', async () => {
    const { factChecking } = await import('../../../src/content/fact-checking');
    expect(factChecking.notReviewed).toMatch(/not yet been reviewed by a doctor or a nurse/);
    expect(JSON.stringify(factChecking)).not.toMatch(/reviewed by (Dr|Nurse)\b|MD\b|RN\b/);
  });
});
