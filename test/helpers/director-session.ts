/**
 * Set-up shared by the tests of the trainer's photo deposit: a stack whose media worker runs, and a
 * stay whose trainer logged in with the stay's password, as the trainer's phone does.
 */
import type { StayRecord } from '#functions/domain/stay.js';
import type { RunningPoller } from '#scripts/local/queue-poller.js';
import { fileFixture } from './file-fixture.js';
import { call, createTestStack, type TestStack } from './test-stack.js';

/** The trainer's token for `stage`, from the real login route. */
export const loginAsDirector = async (stack: TestStack, stay: StayRecord): Promise<string> => {
  const login = await call(stack.app, 'POST', '/api/auth/login', {
    body: { stageId: stay.id, password: stay.mdp_formateur },
  });
  return (login.body as { token: string }).token;
};

export interface DirectorDeposit {
  readonly stack: TestStack;
  /** Feeds uploads to the media worker; stop it after the tests. */
  readonly poller: RunningPoller;
  readonly stage: StayRecord;
  readonly trainer: string;
}

/** A fresh stack with the media worker running, one stay, and its trainer logged in. */
export const directorDeposit = async (stayOverrides?: Partial<StayRecord>): Promise<DirectorDeposit> => {
  const stack = await createTestStack();
  const poller = stack.startMediaPoller();
  const stay = await stack.createStay(stayOverrides);
  const director = await loginAsDirector(stack, stay);
  return { stack, poller, stage: stay, trainer: director };
};

/**
 * For the tests of one file: `trainerDeposit()` made before the first test, its media worker
 * stopped after the last. The fields are read inside tests, once the deposit is made.
 */
export const directorDepositForFile = (): DirectorDeposit =>
  fileFixture(directorDeposit, (made) => made.poller.stop());
