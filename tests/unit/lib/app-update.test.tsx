import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A service worker as the page sees it: a state, messages received, statechange events. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => {});
  /** A new version is found and installs beside the running one. */
  install() {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
    return worker;
  }
}

let registration: FakeRegistration;
let container: EventTarget & { controller: object | null; register: ReturnType<typeof vi.fn>; ready: Promise<{ active: FakeWorker }> };
let active: FakeWorker;
const reload = vi.fn();

async function load() {
  vi.resetModules();
  const update = await import('../../../src/lib/app-update');
  const { UpdatePrompt } = await import('../../../src/app/update-prompt');
  return { ...update, UpdatePrompt };
}

describe('the offer of a new version', () => {
  beforeEach(() => {
    registration = new FakeRegistration();
    active = new FakeWorker();
    container = Object.assign(new EventTarget(), { controller: {}, register: vi.fn(async () => registration), ready: Promise.resolve({ active }) });
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    reload.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('registers /sw.js for the whole site and checks for a new version hourly and when the tab is shown again', async () => {
    vi.useFakeTimers();
    const { registerServiceWorker } = await load();
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    vi.advanceTimersByTime(3_600_000 - 1);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('offers a version that waits, and on "Reload" lets it take over and reloads this tab once', async () => {
    const { registerServiceWorker, UpdatePrompt } = await load();
    await registerServiceWorker();
    render(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload for the new version' })).toBeNull();

    let worker!: FakeWorker;
    act(() => void (worker = registration.install()));
    expect(await screen.findByText('A new version of HealthSprout is ready.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload for the new version' }));
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never offers it while a game is open, and offers it once the game closes', async () => {
    const { registerServiceWorker, useHoldUpdates, useUpdateOffered } = await load();
    function Page() {
      const [playing, setPlaying] = useState(true);
      useHoldUpdates(playing);
      return (
        <>
          <button onClick={() => setPlaying(false)}>Close Game</button>
          <p>{useUpdateOffered() ? 'offered' : 'not offered'}</p>
        </>
      );
    }
    await registerServiceWorker();
    render(<Page />);
    act(() => void registration.install());
    expect(registration.waiting?.state).toBe('installed');
    expect(screen.getByText('not offered')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close Game' }));
    expect(screen.getByText('offered')).toBeInTheDocument();
  });

  it('starts the offline copy only once the page is quiet: after its delay, and after a game open then closes', async () => {
    vi.useFakeTimers();
    const { keepOfflineCopyWhenQuiet, OFFLINE_COPY_DELAY_MS, useHoldUpdates } = await load();
    function Page() {
      const [playing, setPlaying] = useState(true);
      useHoldUpdates(playing);
      return <button onClick={() => setPlaying(false)}>Close Game</button>;
    }
    render(<Page />);
    const started = keepOfflineCopyWhenQuiet();
    await vi.advanceTimersByTimeAsync(OFFLINE_COPY_DELAY_MS - 1);
    expect(container.register).not.toHaveBeenCalled();
    // The delay is over, but a game is open: its download and frames come first.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(container.register).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Close Game' }).click());
    await started;
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('starts it as soon as the delay is over when no game is open', async () => {
    vi.useFakeTimers();
    const { keepOfflineCopyWhenQuiet, OFFLINE_COPY_DELAY_MS } = await load();
    const started = keepOfflineCopyWhenQuiet();
    await vi.advanceTimersByTimeAsync(OFFLINE_COPY_DELAY_MS);
    await started;
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('offers a version already waiting when the page loads, and withdraws it when another tab takes it', async () => {
    const worker = new FakeWorker();
    worker.state = 'installed';
    registration.waiting = worker;
    const { registerServiceWorker, UpdatePrompt } = await load();
    await registerServiceWorker();
    render(<UpdatePrompt />);
    expect(await screen.findByRole('button', { name: 'Reload for the new version' })).toBeInTheDocument();
    act(() => worker.become('activated'));
    expect(screen.queryByRole('button', { name: 'Reload for the new version' })).toBeNull();
  });

  it('offers nothing for the very first version, which simply starts', async () => {
    container.controller = null;
    const { registerServiceWorker, UpdatePrompt } = await load();
    await registerServiceWorker();
    render(<UpdatePrompt />);
    act(() => void registration.install());
    expect(screen.queryByRole('button', { name: 'Reload for the new version' })).toBeNull();
  });

  it('"Later" puts the offer away', async () => {
    const { registerServiceWorker, UpdatePrompt } = await load();
    await registerServiceWorker();
    render(<UpdatePrompt />);
    act(() => void registration.install());
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Reload for the new version' })).toBeNull();
  });

  it('leaves a browser without service workers, or a failed registration, without an offline copy and without errors', async () => {
    container.register.mockRejectedValueOnce(new Error('insecure'));
    const { registerServiceWorker } = await load();
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    // Blocked by a policy or a test browser: an empty answer.
    container.register.mockResolvedValueOnce(undefined);
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    await expect(registerServiceWorker()).resolves.toBeUndefined();
  });

  it('asks the worker to keep the guides for offline use, unless the browser asks to save data', async () => {
    const { registerServiceWorker } = await load();
    await registerServiceWorker();
    await vi.waitFor(() => expect(active.messages).toEqual([{ type: 'KEEP_GUIDES' }]));

    active = new FakeWorker();
    container.ready = Promise.resolve({ active });
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      const again = await load();
      await again.registerServiceWorker();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(active.messages).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
