/**
 * A picture kept on the device (a chosen face's preview), shown through an object URL that lives as
 * long as the image: a preview is never sent anywhere to be shown.
 */
import { useEffect, useState } from 'react';

export function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  // The box keeps its size while the URL is made: nothing moves when the picture appears.
  return url ? (
    <img className={className} src={url} alt={alt} />
  ) : (
    <span className={className} role="img" aria-label={alt} />
  );
}
