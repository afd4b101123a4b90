import { describe, expect, it } from 'vitest';
import type { StageDeletionResponse } from '#shared/admin-schemas';
import { deleteStageToTheEnd } from './delete-stage';

const going = (photosLeft: number): StageDeletionResponse => ({
  message: `${photosLeft}`,
  done: false,
  photosLeft,
});
const gone: StageDeletionResponse = { message: 'Séjour supprimé avec succès', done: true, photosLeft: 0 };

/** A server that gives these answers in turn, and counts the requests. */
const server = (...answers: StageDeletionResponse[]) => {
  const asked: string[] = [];
  const call = async (stageId: string) => {
    asked.push(stageId);
    const answer = answers[asked.length - 1];
    if (!answer) throw new Error('asked once too often');
    return answer;
  };
  return { call, asked };
};

describe('deleteStageToTheEnd', () => {
  it('asks again until the stay is gone, showing each count of photos left', async () => {
    // Prepare
    const { call, asked } = server(going(2400), going(1200), gone);
    const shown: number[] = [];
    // Act
    const answer = await deleteStageToTheEnd('st-1', (progress) => shown.push(progress.photosLeft), call);
    // Assess
    expect(answer).toEqual(gone);
    expect(asked).toEqual(['st-1', 'st-1', 'st-1']);
    expect(shown).toEqual([2400, 1200]);
  });

  it('gives up when an answer shows no progress, rather than ask for ever', async () => {
    // Prepare
    const { call, asked } = server(going(300), going(300), gone);
    // Act
    const failure = deleteStageToTheEnd('st-1', () => undefined, call);
    // Assess
    await expect(failure).rejects.toThrow();
    expect(asked.length).toBe(2);
  });
});
