import { describe, expect, it } from 'vitest';
import { reportedMessage, reportProblemLink } from '../../../src/forms/contact';

describe('Report a problem with this video', () => {
  it('names the page and the video in a link to the contact form, which starts its message with them', () => {
    const link = reportProblemLink({ page: '/library/body', video: 'How Do Lungs Work?' });
    expect(link).toMatch(/^\/contact\?/);
    expect(reportedMessage(link.slice(link.indexOf('?')))).toBe(
      'There is a problem with the video "How Do Lungs Work?" on the page /library/body. What I noticed: ',
    );
  });

  it('starts no message for any other address, and keeps what it names short and on one line', () => {
    expect(reportedMessage('')).toBeUndefined();
    expect(reportedMessage('?report=other&video=x')).toBeUndefined();
    expect(reportedMessage('?report=video')).toBeUndefined();
    const long = reportedMessage(`?report=video&video=${encodeURIComponent(`A\nB\u0000${'x'.repeat(500)}`)}`) ?? '';
    expect(long.includes('\n') || long.includes('\u0000')).toBe(false);
    expect(long.length).toBeLessThan(300);
  });
});
