import { describe, expect, it } from 'vitest';
import { conditionHeld } from './dynamo-pages.js';

const failure = (name: string): Error => Object.assign(new Error(name), { name });

describe('conditionHeld', () => {
  it('answers true when the write was applied', async () => {
    await expect(conditionHeld(Promise.resolve({}))).resolves.toBe(true);
  });

  it('answers false when the condition did not hold', async () => {
    await expect(conditionHeld(Promise.reject(failure('ConditionalCheckFailedException')))).resolves.toBe(
      false,
    );
  });

  it('lets every other failure through', async () => {
    const throttled = failure('ProvisionedThroughputExceededException');
    await expect(conditionHeld(Promise.reject(throttled))).rejects.toBe(throttled);
  });
});
