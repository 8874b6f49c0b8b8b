/**
 * A queue that one side fills (push, then end) while the other iterates it with
 * `for await`: how the loop yields tool side events while the tools still run.
 */
export interface EventQueue<T> extends AsyncIterable<T> {
  push: (item: T) => void;
  /** No more items; the iteration ends once the queue is empty. */
  end: () => void;
}

export function eventQueue<T>(): EventQueue<T> {
  const items: T[] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  return {
    push: (item) => {
      items.push(item);
      notify();
    },
    end: () => {
      ended = true;
      notify();
    },
    async *[Symbol.asyncIterator]() {
      while (true) {
        while (items.length > 0) yield items.shift()!;
        if (ended) return;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}
