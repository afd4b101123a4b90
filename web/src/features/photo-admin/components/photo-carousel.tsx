/** The modal carousel of /photos-modify: previous and next wrap around, the cross or the backdrop closes. */
import { useEffect } from 'react';
import { messages } from '#shared/messages';
import type { ManagedPhoto } from '#shared/schemas';

interface Props {
  readonly photos: readonly ManagedPhoto[];
  readonly index: number;
  readonly onIndex: (index: number) => void;
  readonly onClose: () => void;
}

export function PhotoCarousel({ photos, index, onIndex, onClose }: Props) {
  const t = messages.photoAdmin;
  const step = (delta: number) => onIndex((index + delta + photos.length) % photos.length);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const photo = photos[index];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it too (listener above)
    <div className="photo-carousel" role="dialog" aria-modal="true" onClick={onClose}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: stops the backdrop click only */}
      <div className="photo-carousel__frame" onClick={(event) => event.stopPropagation()}>
        <button type="button" className="photo-carousel__close" aria-label={t.close} onClick={onClose}>
          ×
        </button>
        <button
          type="button"
          className="photo-carousel__prev"
          aria-label={t.previous}
          onClick={() => step(-1)}
        >
          ‹
        </button>
        {photo?.displayUrl && (
          <img src={photo.displayUrl} alt={messages.stayDetails.photoAlt(index + 1, photos.length)} />
        )}
        <button type="button" className="photo-carousel__next" aria-label={t.next} onClick={() => step(1)}>
          ›
        </button>
      </div>
    </div>
  );
}
