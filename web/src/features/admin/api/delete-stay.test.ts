import { describe, expect, it } from 'vitest';
import type { StayDeletionResponse } from '#shared/admin-schemas';
import { deleteStayToTheEnd } from './delete-stay';

const going = (photosLeft: number): StayDeletionResponse => ({
  message: `${photosLeft}`,
  done: false,
  photosLeft,
});
const gone: StayDeletionResponse = { message: 'Séjour supprimé avec succès', done: true, photosLeft: 0 };

/** A server that gives these answers in turn, and counts the requests. */
const server = (...answers: StayDeletionResponse[]) => {
  const asked: string[] = [];
  const call = async (stayId: string) => {
    asked.push(stayId);
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
    const answer = await deleteStayToTheEnd('st-1', (progress) => shown.push(progress.photosLeft), call);
    // Assess
    expect(answer).toEqual(gone);
    expect(asked).toEqual(['st-1', 'st-1', 'st-1']);
    expect(shown).toEqual([2400, 1200]);
  });

  it('gives up when an answer shows no progress, rather than ask for ever', async () => {
    // Prepare
    const { call, asked } = server(going(300), going(300), gone);
    // Act
    const failure = deleteStayToTheEnd('st-1', () => undefined, call);
    // Assess
    await expect(failure).rejects.toThrow();
    expect(asked.length).toBe(2);
  });
});
