/**
 * Work too long for one request (a stay's deletion, a purge of its photos) is done a step per
 * request, each answering how much is left: it is asked again until it says it is done. Each answer
 * is shown; an answer that shows no progress stops the loop, as something is then wrong.
 */
export interface StepAnswer {
  readonly done: boolean;
  readonly photosLeft: number;
}

export const askUntilDone = async <T extends StepAnswer>(
  ask: () => Promise<T>,
  onProgress: (answer: T) => void,
): Promise<T> => {
  let left = Number.POSITIVE_INFINITY;
  for (;;) {
    const answer = await ask();
    if (answer.done) return answer;
    if (answer.photosLeft >= left) throw new Error(`The work stopped with ${left} photos left`);
    left = answer.photosLeft;
    onProgress(answer);
  }
};
