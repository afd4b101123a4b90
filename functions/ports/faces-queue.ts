/** Jobs of the faces worker: one photo each, prepared at whatever state the photo is in by then. */
export interface FacesJob {
  readonly stageId: string;
  readonly photoId: string;
}

export interface FacesQueue {
  enqueue(jobs: readonly FacesJob[]): Promise<void>;
}
