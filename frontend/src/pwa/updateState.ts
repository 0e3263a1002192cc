/**
 * Whether a new version of the app is waiting, and how to start it: set by the service worker's
 * registration (registerServiceWorker.ts), read by UpdatePrompt. A tiny store of its own, so that
 * the prompt costs the first load nothing of the registration's code.
 */
type Apply = () => void;

let apply: Apply | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const waitingUpdate = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** How to start the waiting version (undefined when none waits, or the member said Later). */
  current: (): Apply | undefined => apply,
  offer(start: Apply): void {
    apply = start;
    changed();
  },
  dismiss(): void {
    apply = undefined;
    changed();
  },
};
