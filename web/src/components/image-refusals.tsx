/**
 * The children of the stay whose image must not be published (droit à l'image « non »), by name and
 * group, shown open where photos are chosen: the trainer's deposit and the administrators'
 * validation. The people check the photos; the portal only tells them whom to look for.
 */
import type { ImageRefusal } from '#shared/image-consent';
import { messages } from '#shared/messages';
import './image-refusals.css';

interface ImageRefusalsProps {
  /** Undefined while loading. */
  readonly refusals: readonly ImageRefusal[] | undefined;
  readonly failed: boolean;
}

export function ImageRefusals({ refusals, failed }: ImageRefusalsProps) {
  const text = messages.imageConsent;
  if (failed)
    return (
      <section className="image-refusals" role="alert" aria-label={text.title}>
        <p>{text.loadFailed}</p>
      </section>
    );
  if (!refusals) return null;
  if (refusals.length === 0)
    return (
      <section className="image-refusals image-refusals--none" aria-label={text.title}>
        <p>{text.none}</p>
      </section>
    );
  return (
    <section className="image-refusals" aria-labelledby="image-refusals-title" data-image-refusals>
      <h2 id="image-refusals-title">{text.title}</h2>
      <p>{text.intro(refusals.length)}</p>
      <ul>
        {refusals.map((child) => (
          <li key={child.id} data-refusal={`${child.prenom} ${child.nom}`}>
            {child.prenom} {child.nom}{' '}
            <span className="image-refusals__group">— {child.groupe || text.groupMissing}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
