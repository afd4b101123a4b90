/**
 * The photo viewer's code, fetched on demand, and the component to render for it: the module's own
 * component once the code has arrived, a lazy one (behind a Suspense boundary) before that.
 *
 * Why not always the lazy one: React suspends on a lazy component's first render even when its code
 * is already loaded, and then holds back what it suspended for by its throttle of Suspense reveals
 * (~300 ms). A tap on a photo showed nothing for that long, although the page had fetched the viewer
 * beforehand for that very tap.
 */
import { lazy } from 'react';

type PhotoLightboxModule = typeof import('./photo-lightbox');

let loaded: PhotoLightboxModule | undefined;

export const loadPhotoLightbox = (): Promise<PhotoLightboxModule> =>
  import('./photo-lightbox').then((module) => {
    loaded = module;
    return module;
  });

const LazyPhotoLightbox = lazy(loadPhotoLightbox);

/** The component to render now. */
export const photoLightbox = (): PhotoLightboxModule['default'] | typeof LazyPhotoLightbox =>
  loaded?.default ?? LazyPhotoLightbox;
