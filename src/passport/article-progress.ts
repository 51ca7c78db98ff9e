// An article's part in the passport: opened when its page is shown, read once its last paragraph
// has come into view (above the screen's bottom fifth, so a glance at its first line does not count).
import { useEffect } from 'react';
import { notePassport } from './note';

/** The last paragraph of the article's own text (Go deeper is more for older readers, not the end). */
const ARTICLE_END = '#article-text > p:last-of-type';

export function useArticleProgress(article: string): void {
  useEffect(() => {
    notePassport({ kind: 'article', article, read: false });
    const end = document.querySelector(ARTICLE_END);
    if (!end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        notePassport({ kind: 'article', article, read: true });
        observer.disconnect();
      },
      { rootMargin: '0px 0px -20% 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [article]);
}
