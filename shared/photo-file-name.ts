/**
 * The name a photo is saved under, in a zip or on its own: "2026-07-08 14h32 Vercors 012.jpg". The
 * day and time (Paris) sort the photos in any file manager and tell the family when it was; the stay
 * says where; the number, the photo's place in the selection, keeps names unique (two photos of the
 * same minute) and across the parts of an archive unzipped into one folder. Safe on Windows, macOS,
 * Android and iOS: no reserved characters nor control characters, no trailing dot or space, NFC.
 */

/** Longest stay name kept in a file name, in characters: the rest of a long name is cut. */
export const STAY_NAME_CHARS = 40;
/** Digits of the number at least: 001…999 sort as text, longer selections get more. */
const NUMBER_DIGITS = 3;
/** "YYYY-MM-DD HHhMM " */
const TIME_PART_BYTES = 17;
/** UTF-8 takes at most 4 bytes per character. */
const MAX_UTF8_BYTES_PER_CHAR = 4;
const EXTENSION = '.jpg';

/**
 * A stay name as a part of a file name: reserved and control characters dropped, spaces collapsed,
 * cut. Underscores read as spaces, as in the archive's own name ("Colo_Vercors.zip"), so a photo
 * saved alone and the same photo unzipped are named alike.
 */
export const stayNamePart = (stayName: string): string => {
  const cleaned = stayName
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"/\\|?*_]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...cleaned]
    .slice(0, STAY_NAME_CHARS)
    .join('')
    .replace(/[.\s]+$/, '')
    .replace(/^[.\s]+/, '');
};

const parisParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-07-08 14h32": the Paris wall time of an instant in Unix seconds. */
const parisStamp = (unixSeconds: number): string => {
  const parts = Object.fromEntries(
    parisParts.formatToParts(new Date(unixSeconds * 1000)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}h${parts.minute}`;
};

/**
 * The file name of a photo taken (else uploaded) at `time` (Unix seconds) during `stayName`, at
 * `position` (from 0) in its selection or listing.
 */
export const photoFileName = (time: number, stayName: string, position: number): string =>
  `${photoNameStem(time, stayName)} ${String(position + 1).padStart(NUMBER_DIGITS, '0')}${EXTENSION}`;

/**
 * What every name of a photo saved by a family starts with, whatever its place in what they saved:
 * "2026-07-08 14h32 Vercors". The deletion attestation names photos so, as families know them.
 */
export const photoNameStem = (time: number, stayName: string): string => {
  const stay = stayNamePart(stayName);
  return `${parisStamp(time)}${stay ? ` ${stay}` : ''}`;
};

/**
 * The most bytes (UTF-8) the name of the photo at `position` can take, whatever its time and stay:
 * what a zip is planned with before the names are known.
 */
export const maxPhotoFileNameBytes = (position: number): number =>
  TIME_PART_BYTES +
  STAY_NAME_CHARS * MAX_UTF8_BYTES_PER_CHAR +
  1 +
  Math.max(NUMBER_DIGITS, String(position + 1).length) +
  EXTENSION.length;
