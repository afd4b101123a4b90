/** The finder's implementation behind the engine's API (being built: says so when opened). */
import type { FaceFinder } from './index';

export async function openDeviceFaceFinder(
  _stayId: string,
  _options: { expiresAt: string | null },
): Promise<FaceFinder> {
  throw new Error('The face finder engine is not wired yet');
}
