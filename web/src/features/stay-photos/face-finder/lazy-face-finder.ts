/**
 * What the gallery's first page holds of the child finder: whether the organisation has it on, and
 * the panel as a component whose code (the screens, their texts, the engine) is fetched only when
 * the family opens it.
 */
import { lazy } from 'react';
import { config } from '#web/lib/config';

/** The organisation's deploy setting; on unless switched off. */
export const faceFinderOn: boolean = config.faceFinder;

export const LazyFaceFinderPanel = lazy(() => import('./face-finder-panel'));
