/**
 * The device's face finder for a stay, opened when the family opens the feature and let go when it
 * closes it. Opening loads the models from the site itself; a browser that cannot run them says so.
 */
import { useEffect, useState } from 'react';
import { type FaceFinder, openFaceFinder } from './engine';

export type EngineState =
  | { readonly kind: 'opening' }
  | { readonly kind: 'ready'; readonly finder: FaceFinder }
  | { readonly kind: 'unavailable' };

export function useEngine(stayId: string, expiresAt: string | null): EngineState {
  const [state, setState] = useState<EngineState>({ kind: 'opening' });
  useEffect(() => {
    let left = false;
    let opened: FaceFinder | null = null;
    setState({ kind: 'opening' });
    openFaceFinder(stayId, { expiresAt }).then(
      (finder) => {
        if (left) return finder.dispose();
        opened = finder;
        setState({ kind: 'ready', finder });
      },
      (error: unknown) => {
        console.error(error);
        if (!left) setState({ kind: 'unavailable' });
      },
    );
    return () => {
      left = true;
      opened?.dispose();
    };
  }, [stayId, expiresAt]);
  return state;
}
