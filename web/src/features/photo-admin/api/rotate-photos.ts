/**
 * Turns photos by 90°: the API queues the rotation, the worker makes new copies under new keys. The
 * action then follows the stay's photo list until every turned photo has a new thumbnail, or stops
 * at a deadline and says so: the rotation still happens, the page just stops waiting for it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoAdminRoutes } from '#shared/routes/photo-admin';
import type { ManagedPhoto } from '#shared/schemas';
import { apiFetch } from '#web/lib/api-client';
import { PollStopped, watchQuery } from '#web/lib/poll-query';
import { photosOptions } from './get-photos';

/** How long the page follows a rotation; the worker usually takes a few seconds. */
export const ROTATION_WAIT_MS = 30_000;
const ROTATION_POLL_MS = 1000;

export interface RotatePhotosInput {
  readonly stageId: string;
  readonly photoIds: readonly string[];
}

export const rotatePhotos = ({ stageId: stayId, photoIds }: RotatePhotosInput) =>
  apiFetch(photoAdminRoutes.rotatePhotos, { params: { stageId: stayId }, body: { photoIds }, auth: 'admin' });

/** Every photo asked for shows a thumbnail other than the one it had. */
export const allTurned =
  (before: ReadonlyMap<string, string | null>, photoIds: readonly string[]) =>
  (photos: readonly ManagedPhoto[]): boolean =>
    photoIds.every((id) => photos.find((photo) => photo.id === id)?.thumbUrl !== before.get(id));

/** Resolves once the turned copies are shown; rejects with PollStopped when the page gave up waiting. */
export const useRotatePhotos = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RotatePhotosInput) => {
      const options = photosOptions(input.stageId);
      const shown = client.getQueryData(options.queryKey) ?? [];
      const before = new Map(shown.map((photo) => [photo.id, photo.thumbUrl]));
      const answer = await rotatePhotos(input);
      const end = await watchQuery(client, options, {
        everyMs: ROTATION_POLL_MS,
        until: Date.now() + ROTATION_WAIT_MS,
        isDone: allTurned(before, input.photoIds),
      });
      if (end.phase.kind === 'stopped') throw new PollStopped(end.phase.reason, end.phase.error);
      return answer;
    },
  });
};
