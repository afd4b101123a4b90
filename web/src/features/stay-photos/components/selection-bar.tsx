/**
 * The actions on the selected photos, shown only in the selection mode: how many are selected,
 * select all, download them (the count on the button), leave the mode. Its own component so other
 * actions on the selection (saving to the phone, sharing) take their place in `children`, next to
 * the download.
 */
import type { ReactNode } from 'react';
import { publicMessages } from '#shared/public-messages';
import { CloseIcon, DownloadIcon } from '#web/components/icons';

interface SelectionBarProps {
  readonly count: number;
  readonly allSelected: boolean;
  readonly onToggleAll: () => void;
  readonly onCancel: () => void;
  readonly onDownload: () => void;
  readonly downloading: boolean;
  /** More actions on the selection, placed after the download. */
  readonly children?: ReactNode;
}

export function SelectionBar({
  count,
  allSelected,
  onToggleAll,
  onCancel,
  onDownload,
  downloading,
  children,
}: SelectionBarProps) {
  return (
    <section className="selection-bar" aria-label={publicMessages.stayDetails.selectionActions}>
      <div className="selection-bar__row">
        <p className="selection-bar__count" aria-live="polite">
          {publicMessages.stayDetails.selectedCount(count)}
        </p>
        <label className="selection-bar__all">
          <input type="checkbox" checked={allSelected} onChange={onToggleAll} />
          {publicMessages.photoSelection.selectAll}
        </label>
        <button type="button" className="btn selection-bar__cancel" onClick={onCancel}>
          <CloseIcon />
          {publicMessages.stayDetails.cancelSelection}
        </button>
      </div>
      <div className="selection-bar__actions">
        <button
          type="button"
          className="btn btn--primary selection-bar__download"
          onClick={onDownload}
          disabled={downloading}
        >
          <DownloadIcon />
          {publicMessages.stayDetails.downloadSelectedCount(count)}
        </button>
        {children}
      </div>
    </section>
  );
}
