/**
 * A stored file shown in the folder view: PDF embedded 600 px high, images
 * shown, mp3 as audio, mp4 and webm as video, anything else as a download link. The link's own
 * headers (set by the API's signature) keep any other type from rendering.
 */
import type { StoredFile } from '#shared/collab-schemas';
import { messages } from '#shared/messages';

/** Embedded shared documents are 600 px high. */
const PDF_HEIGHT = 600;

export function FilePreview({ file }: { readonly file: StoredFile }) {
  switch (file.preview) {
    case 'pdf':
      return (
        <iframe
          className="file-preview file-preview--pdf"
          src={file.url}
          title={file.name}
          height={PDF_HEIGHT}
        />
      );
    case 'image':
      return (
        <img className="file-preview file-preview--image" src={file.url} alt={file.name} loading="lazy" />
      );
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: trainers' own recordings come without captions.
        <audio className="file-preview file-preview--audio" src={file.url} controls preload="metadata" />
      );
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: trainers' own videos come without captions.
        <video className="file-preview file-preview--video" src={file.url} controls preload="metadata" />
      );
    default:
      return (
        <a className="btn btn--secondary file-preview__download" href={file.url} download={file.name}>
          {messages.collab.download(file.name)}
        </a>
      );
  }
}
