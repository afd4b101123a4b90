/**
 * Entrance animation (spec: once, 600 ms): the content fades and rises into place the first time it
 * comes into view, and is simply shown when the user prefers reduced motion.
 */
import { type CSSProperties, type ElementType, type ReactNode, useEffect, useRef, useState } from 'react';
import { ENTRANCE_ANIMATION_MS } from '#shared/limits';

interface RevealProps {
  readonly as?: ElementType;
  readonly className?: string;
  /** Delay before this element starts, to stagger a group. */
  readonly delayMs?: number;
  readonly children: ReactNode;
  readonly id?: string;
}

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Reveal({ as: Tag = 'div', className, delayMs = 0, children, id }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -40px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const style = {
    '--reveal-duration': `${ENTRANCE_ANIMATION_MS}ms`,
    '--reveal-delay': `${delayMs}ms`,
  } as CSSProperties;

  return (
    <Tag
      ref={ref}
      id={id}
      className={`reveal${revealed ? ' is-revealed' : ''}${className ? ` ${className}` : ''}`}
      style={style}
    >
      {children}
    </Tag>
  );
}
