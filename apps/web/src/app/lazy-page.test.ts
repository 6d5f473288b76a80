import { describe, expect, it } from 'vitest';
import { forgetFailedLoads, lazyPage } from './lazy-page';

// issue 19 §1, decision 013: a page's chunk can be fetched before the page renders (in parallel with
// the shell's), once; a failed early fetch is forgotten like a failed render's (issue 18 §1).

const Page = () => null;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyPage(...).preload', () => {
  it('starts the load once, however often it is asked', async () => {
    let loads = 0;
    const page = lazyPage(() => {
      loads += 1;
      return Promise.resolve(Page);
    });
    page.preload();
    page.preload();
    await flush();
    page.preload();
    expect(loads).toBe(1);
  });

  it('a failed early load stays quiet, and loads again once failures are forgotten', async () => {
    let loads = 0;
    const page = lazyPage(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Page);
    });
    page.preload();
    await flush();
    page.preload();
    expect(loads).toBe(1);
    forgetFailedLoads();
    page.preload();
    expect(loads).toBe(2);
  });
});
