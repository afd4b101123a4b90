/**
 * A small preview of a chosen photo. Where the browser can (createImageBitmap with a target width:
 * Chromium, recent Safari and Firefox), the photo is decoded and shrunk off the main thread and only
 * a 160 px bitmap is kept; elsewhere an object URL in an <img decoding="async">, revoked when the
 * preview goes. A photo the browser cannot decode (HEIC outside Safari) shows the camera icon.
 */
import pLimit from 'p-limit';
import { useEffect, useRef, useState } from 'react';
import { messages } from '#shared/messages';
import { CameraIcon } from '#web/components/icons';

const WIDTH = 160;

/** Two decodes at a time: a phone hashing and sending a batch has little CPU to spare. */
const decoding = pLimit(2);

export function PhotoPreview({ blob, name }: { readonly blob: Blob; readonly name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    const fallback = () => {
      if (!live) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    };
    if (typeof createImageBitmap === 'function') {
      decoding(() => (live ? createImageBitmap(blob, { resizeWidth: WIDTH, resizeQuality: 'low' }) : null))
        .then((bitmap) => {
          if (!bitmap) return;
          const target = canvas.current;
          const context = target?.getContext('bitmaprenderer');
          if (!live || !target || !context) {
            bitmap.close();
            return;
          }
          target.width = bitmap.width;
          target.height = bitmap.height;
          context.transferFromImageBitmap(bitmap);
        })
        .catch(() => setFailed(true));
    } else fallback();
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [blob]);

  if (failed)
    return (
      <span className="photo-preview photo-preview--none" title={name}>
        <CameraIcon />
      </span>
    );
  if (url)
    return (
      <img
        className="photo-preview"
        src={url}
        alt={messages.trainer.previewAlt(name)}
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  return (
    <canvas
      ref={canvas}
      className="photo-preview"
      role="img"
      aria-label={messages.trainer.previewAlt(name)}
    />
  );
}
