// What the loopback check prints and how it ends: steps reported PASS or FAIL, and a cleanup
// that undoes everything started, in reverse order, once, each part with a bounded wait.
/** Throws `message` unless `condition` holds (a step's failure). */
export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** A detail line under the step or setup it belongs to. */
export const log = (line) => console.log(`      ${line}`);

/** Thrown by a step this machine cannot take: said as such, counted neither way. */
export class Skip extends Error {}

export class Run {
  results = [];
  #undo = [];
  #cleaning;

  /** Runs `body`; prints PASS with what it returned, FAIL with its error, or SKIP. */
  async step(title, body) {
    const started = performance.now();
    try {
      const detail = await body();
      const took = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`PASS  ${title}${detail ? `: ${detail}` : ''} (${took} s)`);
      this.results.push(true);
    } catch (error) {
      if (error instanceof Skip) {
        console.log(`SKIP  ${title}: ${error.message}`);
        return;
      }
      console.log(`FAIL  ${title}: ${error.message}`);
      this.results.push(false);
    }
  }

  get failed() {
    return this.results.filter((ok) => !ok).length;
  }

  /** `undo` runs at cleanup, before whatever was registered earlier. */
  onCleanup(title, undo) {
    // Started while the cleanup already runs (an interrupted setup): undone at once.
    if (this.#cleaning) void Promise.resolve(undo()).catch(() => undefined);
    else this.#undo.push([title, undo]);
  }

  cleanup() {
    this.#cleaning ??= (async () => {
      for (const [title, undo] of this.#undo.reverse()) {
        try {
          const late = new Promise((r) => setTimeout(r, 20_000, 'late').unref());
          if ((await Promise.race([undo(), late])) === 'late') {
            console.log(`cleanup: ${title}: still running after 20 s, left behind`);
          }
        } catch (error) {
          console.log(`cleanup: ${title}: ${error.message}`);
        }
      }
    })();
    return this.#cleaning;
  }

  /** Cleans up and exits on SIGINT/SIGTERM, and after `limitMs` whatever is running. */
  guard(limitMs) {
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        console.log(`\n${signal}: stopping`);
        void this.cleanup().then(() => process.exit(130));
      });
    }
    const watchdog = setTimeout(() => {
      console.log(`FAIL  the run took over ${limitMs / 1000} s`);
      void this.cleanup().then(() => process.exit(1));
    }, limitMs);
    watchdog.unref();
    return () => clearTimeout(watchdog);
  }
}
