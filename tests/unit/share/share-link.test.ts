import { describe, expect, it } from 'vitest';
import { CLASSROOM_SHARE, shareTarget } from '../../../src/share/share-link';

describe('what Share with your class sends', () => {
  it('uses the site’s public address when the build has one, whatever address the browser is on', () => {
    const target = shareTarget('https://health.example.org', 'http://10.0.0.5:4173', '/teach/nutrition', 'Nutrition and Healthy Eating');
    expect(target.address).toBe('https://health.example.org/teach/nutrition');
    expect(target.short).toBe('health.example.org/teach/nutrition');
  });

  it('uses the address the browser is on when the build has none', () => {
    expect(shareTarget(null, 'http://127.0.0.1:4173', '/library/diseases', 'Diseases').address).toBe('http://127.0.0.1:4173/library/diseases');
  });

  it('carries no query and no #part, so nothing tracks who scanned it', () => {
    expect(shareTarget('https://health.example.org', 'x:', '/library/diseases?utm_source=board#quiz', 'Diseases').address).toBe('https://health.example.org/library/diseases');
  });

  it('links to Google Classroom’s share page with the address and the title, and nothing else', () => {
    const link = new URL(shareTarget('https://health.example.org', 'x:', '/teach/mental-health', 'Mental Health & Feelings').classroom);
    expect(`${link.origin}${link.pathname}`).toBe(CLASSROOM_SHARE);
    expect([...link.searchParams]).toEqual([
      ['url', 'https://health.example.org/teach/mental-health'],
      ['title', 'Mental Health & Feelings'],
    ]);
  });
});
