/**
 * An IntersectionObserver whose "near the screen" the test decides, for the parts that load
 * as the visitor scrolls towards them (src/lib/useNearViewport.ts). jsdom has none, and
 * without one those parts load at once.
 */
import { act } from '@testing-library/react';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: Callback[] = [];

class TestObserver {
  constructor(private cb: Callback) {
    observers.push(cb);
  }
  observe() {}
  disconnect() {
    observers = observers.filter((cb) => cb !== this.cb);
  }
}

/** Puts the test observer in place (in a beforeEach); nothing is near the screen yet. */
export function installTestObserver(): void {
  observers = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = TestObserver;
}

/** Takes it away again (in an afterEach). */
export function removeTestObserver(): void {
  observers = [];
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
}

/** Every observed place comes near the screen, as when the visitor scrolls down. */
export const scrollNear = () => act(() => observers.forEach((cb) => cb([{ isIntersecting: true }])));
