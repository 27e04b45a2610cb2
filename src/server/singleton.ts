// Process-wide values (configuration, database, mailer…) live on globalThis, not in a module variable: the
// server entry and the Next.js module graph each load these modules, and must still share one of each (two
// PGlite instances on one directory would corrupt it).

export interface Singleton<T> {
  /** The value, created on first use. */
  get(): T;
  /** The value if there is one, without creating it. */
  peek(): T | undefined;
  /** Replaces the value (tests, the server entry); undefined makes the next get() create it again. */
  set(value: T | undefined): void;
}

export function singleton<T>(name: string, create: () => T): Singleton<T> {
  const key = Symbol.for(`boutique.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get() {
      let value = store[key];
      if (value === undefined) {
        value = create();
        store[key] = value;
      }
      return value;
    },
    peek: () => store[key],
    set(value) {
      store[key] = value;
    },
  };
}
