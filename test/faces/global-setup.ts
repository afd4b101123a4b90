import { fetchFaceFixtures } from '#scripts/faces/fetch-fixtures.js';

/** The faces are fetched once per run, before any test of the tier reads them. */
export default async function setup(): Promise<void> {
  await fetchFaceFixtures();
}
