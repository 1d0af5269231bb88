import { test as base } from '@playwright/test';

let testsInWorker = 0;

/**
 * Every journey's `test`. Each test calls from its own client address (the journeys' server trusts one hop of
 * X-Forwarded-For, TRUST_PROXY=1, as it would a balancer's), as separate people would, so the per-address
 * rate limits of sign-up and sign-in count each journey apart however many run, in any order.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    testsInWorker += 1;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(testsInWorker / 250)}.${(testsInWorker % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});

export { expect } from '@playwright/test';
