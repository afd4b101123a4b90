/**
 * The sign-in page's backdrop: three pictures that take turns every 5 seconds,
 * cross-fading (or simply swapping when the user prefers reduced motion).
 */
import { useEffect, useState } from 'react';
import { LOGIN_SLIDER_IMAGE_COUNT, LOGIN_SLIDER_INTERVAL_MS } from '#shared/limits';

const images = [
  '/images/connexion-montagne.webp',
  '/images/connexion-lac.webp',
  '/images/connexion-plage.webp',
].slice(0, LOGIN_SLIDER_IMAGE_COUNT);

export function BackgroundSlider() {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % images.length),
      LOGIN_SLIDER_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="background-slider" aria-hidden="true">
      {images.map((src, index) => (
        <img
          key={src}
          src={src}
          alt=""
          className={`background-slider__image${index === current ? ' is-current' : ''}`}
          decoding="async"
          fetchPriority={index === 0 ? 'high' : 'low'}
        />
      ))}
    </div>
  );
}
