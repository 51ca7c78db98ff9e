import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendResult } from '../../../src/forms/submissions';
import type { TopicSuggestion } from '../../../src/forms/suggestion';

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../src/lib/toast', () => ({ notify }));
const submitTopicSuggestion = vi.hoisted(() => vi.fn(async (): Promise<SendResult> => ({ status: 'sent' })));
const submitContactMessage = vi.hoisted(() => vi.fn(async (): Promise<SendResult> => ({ status: 'sent' })));
vi.mock('../../../src/forms/submissions', () => ({ submitTopicSuggestion, submitContactMessage }));

const idea = (topicSuggestion: string): TopicSuggestion => ({
  ageGroup: 'teacher',
  topicSuggestion,
  agreeToShare: true,
  createdAt: '2026-11-23T10:00:00.000Z',
});
const message = { name: 'Ava', email: 'ava@example.com', message: 'Hello from the bus' };

/** A fresh copy of the module (its timers and listeners start anew), with storage emptied. */
async function load() {
  vi.resetModules();
  return import('../../../src/forms/outbox');
}

const stored = () => JSON.parse(window.localStorage.getItem('healthsprout:outbox') ?? '[]') as { form: string; body: { topicSuggestion?: string } }[];

const added: [string, EventListenerOrEventListenerObject][] = [];
let listening: { mockRestore(): void } | undefined;

describe('the outbox of forms sent offline', () => {
  beforeEach(() => {
    window.localStorage.clear();
    notify.mockClear();
    submitTopicSuggestion.mockReset();
    submitContactMessage.mockReset();
    vi.useFakeTimers();
    const add = window.addEventListener.bind(window);
    listening = vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      added.push([type, listener]);
      add(type, listener, options);
    });
  });
  afterEach(() => {
    // Each test loads its own copy of the module: the copies before it must not answer this one's events.
    listening?.mockRestore();
    for (const [type, listener] of added.splice(0)) window.removeEventListener(type, listener);
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it('keeps a send in the browser storage, so a reload does not lose it', async () => {
    const { keepToSend } = await load();
    submitTopicSuggestion.mockResolvedValue({ status: 'offline' });
    expect(keepToSend('suggestion', idea('Why do we yawn?'))).toEqual({ persistent: true });
    await vi.waitFor(() => expect(submitTopicSuggestion).toHaveBeenCalledTimes(1));
    expect(stored()).toMatchObject([{ form: 'suggestion', body: { topicSuggestion: 'Why do we yawn?' } }]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends everything kept, oldest first, when the connection comes back, and says so for each', async () => {
    const { keepToSend } = await load();
    submitTopicSuggestion.mockResolvedValue({ status: 'offline' });
    submitContactMessage.mockResolvedValue({ status: 'offline' });
    keepToSend('suggestion', idea('First idea'));
    keepToSend('contact', message);
    await vi.waitFor(() => expect(submitTopicSuggestion).toHaveBeenCalled());
    expect(stored()).toHaveLength(2);

    submitTopicSuggestion.mockResolvedValue({ status: 'sent' });
    submitContactMessage.mockResolvedValue({ status: 'sent' });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(stored()).toEqual([]));
    expect(submitTopicSuggestion).toHaveBeenCalledWith(idea('First idea'));
    expect(submitContactMessage).toHaveBeenCalledWith(message);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: 'Your saved idea has been sent. Thank you for helping us teach more kids about health!' });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: 'Your saved message has been sent. Thank you!' });
  });

  it('tries again every 30 seconds while something waits, even without an online event', async () => {
    const { keepToSend } = await load();
    submitTopicSuggestion.mockResolvedValue({ status: 'failed' });
    keepToSend('suggestion', idea('Busy server'));
    await vi.waitFor(() => expect(submitTopicSuggestion).toHaveBeenCalledTimes(1));
    expect(stored()).toHaveLength(1);
    submitTopicSuggestion.mockResolvedValue({ status: 'sent' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(submitTopicSuggestion).toHaveBeenCalledTimes(2);
    expect(stored()).toEqual([]);
  });

  it('stops retrying a send the server refuses, and says it was not sent', async () => {
    const { keepToSend } = await load();
    submitTopicSuggestion.mockResolvedValue({ status: 'unavailable' });
    keepToSend('suggestion', idea('A static host'));
    await vi.waitFor(() => expect(stored()).toEqual([]));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: 'A form saved on this device could not be sent.' }));
  });

  it('resumes what an earlier visit kept', async () => {
    window.localStorage.setItem('healthsprout:outbox', JSON.stringify([{ id: 'a', form: 'suggestion', body: idea('From yesterday'), keptAt: '2026-11-22T10:00:00Z' }]));
    const { resumeSending } = await load();
    submitTopicSuggestion.mockResolvedValue({ status: 'sent' });
    resumeSending();
    await vi.waitFor(() => expect(stored()).toEqual([]));
    expect(submitTopicSuggestion).toHaveBeenCalledWith(idea('From yesterday'));
  });

  it('ignores storage that holds something else under its key', async () => {
    window.localStorage.setItem('healthsprout:outbox', '{not json');
    const { resumeSending } = await load();
    resumeSending();
    expect(submitTopicSuggestion).not.toHaveBeenCalled();
  });

  it('shows each form how many of its sends wait', async () => {
    const outbox = await load();
    const { WaitingToSend } = await import('../../../src/forms/send-problem');
    submitTopicSuggestion.mockResolvedValue({ status: 'offline' });
    render(<WaitingToSend form="suggestion" />);
    expect(screen.queryByText(/waiting to be sent/)).toBeNull();
    act(() => void outbox.keepToSend('suggestion', idea('One')));
    act(() => void outbox.keepToSend('suggestion', idea('Two')));
    expect(screen.getByText('2 ideas are saved on this device, waiting to be sent.')).toBeInTheDocument();
    expect(outbox.outboxMessages.contact.waiting(1)).toBe('1 message is saved on this device, waiting to be sent.');
  });

  it('keeps a send the server refuses for its form, which takes it back with the messages, instead of losing it', async () => {
    const { keepToSend, takeRefused, outboxMessages } = await load();
    submitContactMessage.mockResolvedValue({ status: 'invalid', errors: { email: 'Please fill in your email.' } });
    keepToSend('contact', { ...message, id: 'c0ffee00-0000-4000-8000-000000000001' });
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: outboxMessages.notSent, description: outboxMessages.needsFix.contact }));
    expect(stored()).toHaveLength(1);
    // It waits for its form, not for the connection: no more tries.
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(submitContactMessage).toHaveBeenCalledTimes(1);
    expect(takeRefused('suggestion')).toBeUndefined();
    expect(takeRefused('contact')).toEqual({ body: { ...message, id: 'c0ffee00-0000-4000-8000-000000000001' }, errors: { email: 'Please fill in your email.' } });
    expect(stored()).toEqual([]);
  });

  it(`forgets a send that has waited ${7} days, and says so`, async () => {
    const old = { id: 'old', form: 'suggestion', body: idea('From last month'), keptAt: new Date(Date.now() - 7 * 24 * 3600_000 - 1000).toISOString() };
    const recent = { id: 'new', form: 'suggestion', body: idea('From today'), keptAt: new Date().toISOString() };
    window.localStorage.setItem('healthsprout:outbox', JSON.stringify([old, recent]));
    const { resumeSending, outboxMessages } = await load();
    submitTopicSuggestion.mockResolvedValue({ status: 'sent' });
    resumeSending();
    await vi.waitFor(() => expect(stored()).toEqual([]));
    expect(submitTopicSuggestion).toHaveBeenCalledTimes(1);
    expect(submitTopicSuggestion).toHaveBeenCalledWith(idea('From today'));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: outboxMessages.forgotten });
  });

  it('lets one tab send at a time: a tab that finds the lock taken leaves the sending to the other', async () => {
    const request = vi.fn(async (_name: string, _options: object, run: (lock: object | null) => Promise<void> | void) => run(null));
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      const { keepToSend } = await load();
      keepToSend('suggestion', idea('Two tabs'));
      await vi.waitFor(() => expect(request).toHaveBeenCalledWith('healthsprout-outbox', { ifAvailable: true }, expect.any(Function)));
      expect(submitTopicSuggestion).not.toHaveBeenCalled();
      expect(stored()).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('keeps the id its form gave a send, so that sending it twice replaces rather than doubles it', async () => {
    const { keepToSend } = await load();
    submitTopicSuggestion.mockResolvedValue({ status: 'offline' });
    const body = { ...idea('Same send'), id: 'c0ffee00-0000-4000-8000-000000000002' };
    keepToSend('suggestion', body);
    keepToSend('suggestion', body);
    expect(stored()).toMatchObject([{ id: body.id, body }]);
  });
});
