/**
 * The viewer of a stay's photos (yet-another-react-lightbox): display-size copies, previous / next
 * wrapping around at both ends, keyboard and swipe, close button and backdrop. Shared by the family
 * page and the trainer's deposit page; loaded only when a photo is first opened.
 */
import { useRef } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { messages } from '../../../shared/messages';
import './photo-lightbox.css';

/** What the viewer needs of a photo (families' and trainers' photo shapes both have it). */
export interface LightboxPhoto {
  readonly displayUrl: string;
  readonly width: number | null;
  readonly height: number | null;
}

interface PhotoLightboxProps {
  readonly photos: readonly LightboxPhoto[];
  readonly index: number;
  readonly onClose: (lastIndex: number) => void;
}

export default function PhotoLightbox({ photos, index, onClose }: PhotoLightboxProps) {
  const current = useRef(index);
  const slides = photos.map((photo, i) => ({
    src: photo.displayUrl,
    alt: messages.stageDetails.photoAlt(i + 1, photos.length),
    width: photo.width ?? undefined,
    height: photo.height ?? undefined,
  }));
  return (
    <Lightbox
      open
      index={index}
      slides={slides}
      close={() => onClose(current.current)}
      on={{
        view: ({ index: viewed }) => {
          current.current = viewed;
        },
      }}
      labels={messages.lightbox}
      carousel={{ finite: false, preload: 2 }}
      controller={{ closeOnBackdropClick: true }}
      plugins={[Counter]}
      className="photo-lightbox"
    />
  );
}
