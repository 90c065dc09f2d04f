/**
 * Stand-in for the `event-emitter` package, which umi's locale plugin uses for its
 * language-change event (`new EventEmitter()`, then on / off / emit). The package brings
 * es5-ext, d and type with it (3 KB gzip in every page's entry) for these three methods.
 * `.umirc.ts` points umi's import at this module.
 */
type Listener = (...args: unknown[]) => void;

export default class EventEmitter {
  private listeners = new Map<string, Set<Listener>>();

  on(type: string, listener: Listener): this {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(type: string, listener: Listener): this {
    this.listeners.get(type)?.delete(listener);
    return this;
  }

  emit(type: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(...args);
  }
}
