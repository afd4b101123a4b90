/**
 * The viewer of a stay's photos (yet-another-react-lightbox and its zoom plugin), shared by the
 * family page and the trainer's deposit page, loaded only when a photo is first opened.
 *
 * - The thumbnail, already in the browser's cache from the grid, is shown at once, scaled up in the
 *   photo's own frame, and the display copy fades in over it once decoded: no black screen, and the
 *   frame keeps its size from the first paint to the sharp copy.
 * - Only the photo shown and its two neighbours are rendered, so only their display copies are
 *   fetched, never the whole stay; the neighbours ask for theirs only once the photo shown is sharp
 *   (display-order.ts), so they never share the connection with it.
 * - Pinch, double tap, wheel and the +/− keys zoom; a zoomed photo pans with a drag or the arrows.
 * - Download saves the original of the photo shown; share hands it to the share sheet as a file,
 *   where the browser can share files.
 * Previous / next wrap around at both ends; Escape, the close button and the backdrop close it.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import Lightbox, {
  type ContainerRect,
  createIcon,
  type GenericSlide,
  IconButton,
  useLightboxState,
} from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { photoFileName } from '#shared/photo-file-name';
import { publicMessages } from '#shared/public-messages';
import type { ImageCandidate } from '#shared/schemas';
import { type Feedback, failure, info } from '#web/lib/feedback';
import { displaySrcSet } from '#web/lib/photo-images';
import { saveUrlAs } from '#web/lib/save-file';
import { canShareFiles, fetchMedia, responseToFile, shareFiles } from '#web/lib/share-files';
import { shownThumbnail } from '#web/lib/shown-thumbnails';
import { DisplayOrderContext, mayLoadDisplay, useDisplayOrder, useDisplayOrderState } from './display-order';
import { Notice } from './notice';
import './photo-lightbox.css';

/** What the viewer needs of a photo (families' and trainers' photo shapes both have it). */
export interface LightboxPhoto {
  /** Finds the copy of the thumbnail the grid showed (lib/shown-thumbnails.ts). */
  readonly id?: string;
  readonly displayUrl: string;
  /** WebP display copies; the browser takes the one the screen needs, the JPEG otherwise. */
  readonly sources?: { readonly type: string; readonly displays: readonly ImageCandidate[] } | null;
  readonly width: number | null;
  readonly height: number | null;
  /** The grid's copy, shown while the display copy loads. */
  readonly thumbUrl?: string | null;
  /** What download and share give; the display copy when absent. */
  readonly originalUrl?: string | null;
  /** When it was taken (else uploaded), Unix seconds: what the saved file is named after. */
  readonly time: number;
}

interface PhotoSlide extends GenericSlide {
  readonly type: 'photo';
  /** Its place in the stay. */
  readonly index: number;
  readonly display: string;
  /** The `srcset` of the WebP display copies, if the photo has them. */
  readonly displaySources: { readonly type: string; readonly srcSet: string } | null;
  readonly thumb: string | null;
  readonly original: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly alt: string;
  readonly fileName: string;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    photo: PhotoSlide;
  }
  // The viewer's own buttons, translated with the library's labels.
  interface Labels {
    Download?: string;
    Share?: string;
  }
}

interface PhotoLightboxProps {
  readonly photos: readonly LightboxPhoto[];
  /** The stay's name, part of a saved photo's file name. */
  readonly stayName: string;
  readonly index: number;
  readonly onClose: (lastIndex: number) => void;
}

/** Largest size of the photo's proportions that fits the slide. */
const fitInside = (rect: ContainerRect, ratio: number): { width: number; height: number } => {
  const width = Math.min(rect.width, rect.height * ratio);
  return { width: Math.round(width), height: Math.round(width / ratio) };
};

function PhotoSlideView({ slide, rect }: { readonly slide: PhotoSlide; readonly rect: ContainerRect }) {
  const { currentIndex } = useLightboxState();
  const { settled, settle } = useDisplayOrder();
  const shown = slide.index === currentIndex;
  const [asked, setAsked] = useState(false);
  const loadDisplay = mayLoadDisplay({
    index: slide.index,
    shownIndex: currentIndex,
    settled,
    alreadyAsked: asked,
  });
  // Once asked for, the copy stays in the page: a fast swipe never drops a request under way.
  if (loadDisplay && !asked) setAsked(true);
  const [sharp, setSharp] = useState(false);
  const [thumbRatio, setThumbRatio] = useState<number | null>(null);
  const ratio = slide.width && slide.height ? slide.width / slide.height : thumbRatio;
  const frame = ratio ? fitInside(rect, ratio) : { width: rect.width, height: rect.height };
  return (
    <div className="photo-lightbox__frame" style={frame} data-sharp={sharp}>
      {loadDisplay && (
        <picture>
          {slide.displaySources && (
            // The frame's CSS width: the browser multiplies by the screen's density.
            <source
              type={slide.displaySources.type}
              srcSet={slide.displaySources.srcSet}
              sizes={`${frame.width}px`}
            />
          )}
          <img
            className="photo-lightbox__image"
            src={slide.display}
            alt={slide.alt}
            draggable={false}
            fetchPriority={shown ? 'high' : 'low'}
            onLoad={(event) => {
              // Shown once decoded, so the swap from the thumbnail never flashes an empty frame.
              void event.currentTarget
                .decode()
                .catch(() => undefined)
                .then(() => {
                  setSharp(true);
                  settle(slide.index);
                });
            }}
            // A copy that cannot be loaded keeps its thumbnail, and holds no neighbour back.
            onError={() => settle(slide.index)}
          />
        </picture>
      )}
      {!sharp && slide.thumb && (
        <img
          className="photo-lightbox__placeholder"
          src={slide.thumb}
          alt=""
          aria-hidden="true"
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0 && naturalHeight > 0) setThumbRatio(naturalWidth / naturalHeight);
          }}
        />
      )}
    </div>
  );
}

const DownloadIcon = createIcon(
  'Download',
  <path d="M18 15v3H6v-3H4v3c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2v-3h-2zm-1-4-1.41-1.41L13 12.17V4h-2v8.17L8.41 9.59 7 11l5 5 5-5z" />,
);
const ShareIcon = createIcon(
  'Share',
  <path d="m16 5-1.42 1.42-1.59-1.59V16h-1.98V4.83L9.42 6.42 8 5l4-4 4 4zm4 5v11c0 1.1-.9 2-2 2H6c-1.11 0-2-.9-2-2V10c0-1.11.89-2 2-2h3v2H6v11h12V10h-3V8h3c1.1 0 2 .89 2 2z" />,
);

type Report = (feedback: Feedback) => void;

/**
 * A busy button says so (aria-disabled) and ignores taps, but stays enabled: a disabled button
 * drops the keyboard focus to the page body, out of the viewer, where Escape no longer closes it.
 */
const busyProps = (busy: boolean) => ({ 'aria-disabled': busy || undefined });

function DownloadButton({ report }: { readonly report: Report }) {
  const { currentSlide } = useLightboxState();
  const [busy, setBusy] = useState(false);
  const slide = currentSlide?.type === 'photo' ? currentSlide : undefined;
  const download = async (): Promise<void> => {
    if (!slide || busy) return;
    setBusy(true);
    report(info(publicMessages.photoViewer.fetching));
    try {
      await saveUrlAs(slide.original, slide.fileName);
      report(null);
    } catch (error) {
      console.error(error);
      report(failure(publicMessages.photoViewer.downloadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <IconButton
      label="Download"
      icon={DownloadIcon}
      disabled={!slide}
      {...busyProps(busy)}
      onClick={() => void download()}
    />
  );
}

function ShareButton({ report }: { readonly report: Report }) {
  const { currentSlide } = useLightboxState();
  const [busy, setBusy] = useState(false);
  // The file fetched for the last tap, kept when the sheet needs a second tap to open.
  const prepared = useRef<{ url: string; file: File } | null>(null);
  const slide = currentSlide?.type === 'photo' ? currentSlide : undefined;
  const share = async (): Promise<void> => {
    if (!slide || busy) return;
    setBusy(true);
    try {
      let file = prepared.current?.url === slide.original ? prepared.current.file : null;
      if (!file) {
        report(info(publicMessages.photoViewer.fetching));
        file = await responseToFile(await fetchMedia(slide.original), slide.fileName);
        prepared.current = { url: slide.original, file };
      }
      const outcome = await shareFiles([file]);
      report(
        outcome === 'needs-tap'
          ? info(publicMessages.photoViewer.readyToShare)
          : outcome === 'cancelled'
            ? info(publicMessages.photoViewer.shareCancelled)
            : null,
      );
    } catch (error) {
      console.error(error);
      report(failure(publicMessages.photoViewer.shareFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <IconButton
      label="Share"
      icon={ShareIcon}
      disabled={!slide}
      {...busyProps(busy)}
      onClick={() => void share()}
    />
  );
}

/** The viewer's slides, in the stay's order. */
const buildSlides = (photos: readonly LightboxPhoto[], stayName: string): PhotoSlide[] =>
  photos.map((photo, i) => ({
    type: 'photo',
    index: i,
    display: photo.displayUrl,
    displaySources:
      photo.sources && photo.sources.displays.length > 0
        ? { type: photo.sources.type, srcSet: displaySrcSet(photo.sources.displays) }
        : null,
    thumb: (photo.id === undefined ? undefined : shownThumbnail(photo.id)) ?? photo.thumbUrl ?? null,
    original: photo.originalUrl ?? photo.displayUrl,
    width: photo.width,
    height: photo.height,
    alt: publicMessages.stayDetails.photoAlt(i + 1, photos.length),
    // Named as the stay's archive names it: the same photo saved alone or unzipped, one name.
    fileName: photoFileName(photo.time, stayName, i),
  }));

export default function PhotoLightbox({ photos, stayName, index, onClose }: PhotoLightboxProps) {
  const current = useRef(index);
  const displayOrder = useDisplayOrderState();
  const [feedback, setFeedback] = useState<Feedback>(null);
  // Asked once: the capability of a browser does not change while the viewer is open.
  const [shareable] = useState(canShareFiles);
  const report = useCallback((next: Feedback) => setFeedback(next), []);
  // Built once per list: the library goes back to the photo opened whenever it is given new slides,
  // so a render of the viewer (a notice, a photo becoming sharp) must hand it the same array.
  const slides = useMemo(() => buildSlides(photos, stayName), [photos, stayName]);
  return (
    <DisplayOrderContext value={displayOrder}>
      <Lightbox
        open
        index={index}
        slides={slides}
        close={() => onClose(current.current)}
        on={{
          view: ({ index: viewed }) => {
            current.current = viewed;
            setFeedback(null);
          },
        }}
        labels={publicMessages.lightbox}
        // One neighbour each side: the next swipe is ready, and nothing more is fetched.
        carousel={{ finite: false, preload: 1 }}
        controller={{ closeOnBackdropClick: true }}
        zoom={{ supports: ['photo'], maxZoom: 4, scrollToZoom: true }}
        toolbar={{
          buttons: [
            <DownloadButton key="download" report={report} />,
            ...(shareable ? [<ShareButton key="share" report={report} />] : []),
            'close',
          ],
        }}
        render={{
          slide: ({ slide, rect }) =>
            slide.type === 'photo' ? <PhotoSlideView slide={slide} rect={rect} /> : null,
          controls: () =>
            feedback ? <Notice feedback={feedback} className="photo-lightbox__status" /> : null,
        }}
        plugins={[Counter, Zoom]}
        className="photo-lightbox"
      />
    </DisplayOrderContext>
  );
}
