import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Screen() {
  return null;
}

describe('lazyPage', () => {
  it('suspends until its module has arrived, then renders the page itself at once', async () => {
    let loads = 0;
    let arrive: (module: { Screen: typeof Screen }) => void = () => {};
    const module = new Promise<{ Screen: typeof Screen }>((resolve) => {
      arrive = resolve;
    });
    const Page = lazyPage(() => {
      loads += 1;
      return module;
    }, 'Screen');
    const render = () => (Page as (props: object) => { type: unknown })({});
    // Before the module is there, the page is the suspending wrapper, not the screen.
    expect(render().type).not.toBe(Screen);
    const preloaded = Page.preload();
    expect(render().type).not.toBe(Screen);
    arrive({ Screen });
    await preloaded;
    expect(render().type).toBe(Screen);
    expect(loads).toBe(1);
  });

  it('stays suspending when its module fails, so the error reaches the boundary', async () => {
    const Page = lazyPage(
      () => Promise.reject<{ Screen: typeof Screen }>(new Error('gone')),
      'Screen',
    );
    await expect(Page.preload()).rejects.toThrow('gone');
    expect((Page as (props: object) => { type: unknown })({}).type).not.toBe(Screen);
  });
});
