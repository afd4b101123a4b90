/**
 * Business constants and limits of the portal. The spec's numbers live here once; the API, the
 * workers, the CDK app and the web app all import them.
 */

/** Stays shown per page on /stages. */
export const STAYS_PAGE_SIZE = 12;

/**
 * Photos per page of a family's gallery. The first page fills the first screen of a phone (3
 * columns, about 6 rows at 390 × 844) with a row to spare; the pages after it come while the
 * family scrolls, larger so a long stay needs few round trips.
 */
export const FAMILY_PHOTOS_FIRST_PAGE = 24;
export const FAMILY_PHOTOS_PAGE = 96;
export const FAMILY_PHOTOS_MAX_PAGE = 200;

/**
 * Photos per page of the trainer's deposit list, latest first: the photos just sent and a few
 * screens before them. Older ones come on request, so a stay of thousands opens as fast as a new one.
 */
export const MANAGED_PHOTOS_PAGE = 24;
export const MANAGED_PHOTOS_MAX_PAGE = 100;

/** Largest accepted file (photo, attachment, shared document): 15 MB, i.e. 15 728 640 bytes. */
export const MAX_UPLOAD_BYTES = 15_728_640;

/** Generated stay passwords (director and family alike) have this many characters. */
export const PASSWORD_LENGTH = 8;

/** Images larger than this many pixels are refused before decoding (decompression bombs). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Content types a photo may have; the media worker checks the real format by content too. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/**
 * What a trainer may deposit: the same, plus iPhones' HEIC/HEIF, which the media worker converts to
 * JPEG (only photo uploads go through it, so stay pictures keep PHOTO_CONTENT_TYPES).
 */
export const DEPOSIT_CONTENT_TYPES = [...PHOTO_CONTENT_TYPES, 'image/heic', 'image/heif'] as const;
export type DepositContentType = (typeof DEPOSIT_CONTENT_TYPES)[number];

/** Most photos one batch delete may name. */
export const MAX_DELETE_BATCH = 500;

/** Long side of the derivatives made once per photo by the media worker. */
export const THUMBNAIL_SIZE = 400;
export const DISPLAY_SIZE = 1600;

/**
 * Sign-in throttling. Only wrong passwords are counted, per caller (an IPv4 address or an IPv6 /64)
 * and per stay or administrator account: after this many within the window, nothing more is checked
 * from that caller for that stay until the window ends. A right password uses no budget, and nobody
 * elsewhere can spend a caller's budget. Ten leaves room for the typing mistakes of the many
 * families behind one school or carrier address on departure day.
 */
export const LOGIN_MAX_FAILURES = 10;
/**
 * When a stay (or account) gets this many wrong passwords from all callers together within the
 * window, it is being guessed at from many addresses: each caller's budget for it drops to
 * LOGIN_MAX_FAILURES_UNDER_ATTACK. A caller that has not failed itself is still checked, so a right
 * password from anywhere else is never refused.
 */
export const LOGIN_ATTACK_FAILURES = 100;
export const LOGIN_MAX_FAILURES_UNDER_ATTACK = 3;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** The longest a full budget waits: the rest of its window. */
export const LOGIN_LOCK_SECONDS = LOGIN_WINDOW_SECONDS;
/**
 * Checks in progress hold a place in their caller's budget (a right password gives it back when it
 * is done), so a burst of parallel guesses cannot all be checked before the first failures count.
 * A sign-in that finds every place held by checks in progress, not by failures, waits for one to end
 * for at most this long.
 */
export const LOGIN_WAIT_FOR_CHECK_MS = 5000;

/**
 * Edge limits (AWS WAF on CloudFront), per address over WAF's 5-minute window, before a request
 * reaches the API: sign-in requests (right or wrong), and every API request. Well above what a
 * school's shared address sends on departure day, they bound floods, not guessing, which the
 * budgets above do.
 */
export const EDGE_SIGN_IN_REQUESTS_PER_5_MIN = 300;
export const EDGE_API_REQUESTS_PER_5_MIN = 3000;

/** Token lifetimes. */
export const STAY_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/**
 * Media URLs are valid for MEDIA_URL_TTL_SECONDS and signed with a signing time rounded down to
 * MEDIA_URL_STEP_SECONDS, so the same photo keeps the same URL for an hour and the browser cache
 * serves it again instead of downloading it anew on every page view.
 */
export const MEDIA_URL_TTL_SECONDS = 2 * 60 * 60;
export const MEDIA_URL_STEP_SECONDS = 60 * 60;

/** Presigned upload URLs are short-lived. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/**
 * A photo signed but never received (the trainer closed the page, the phone lost the network for
 * good) is forgotten after this long: its record carries this TTL while it is pending, and signing
 * the same content again moves it forward. Processing removes it (or keeps the deletion date an
 * administrator set meanwhile).
 */
export const PENDING_UPLOAD_TTL_SECONDS = 48 * 60 * 60;

/** Most files one upload-signing call may ask for. */
export const MAX_UPLOAD_BATCH = 100;

/**
 * A trainer's batch is over when no new photo of that trainer and stay has been processed for this
 * long: then the administrators get one mail counting the batch's photos. Long enough for the next
 * photo of a phone on a camp's network to arrive, short enough that the mail follows the batch. The
 * server decides, so the mail comes however the trainer's page was left.
 */
export const UPLOAD_BATCH_QUIET_SECONDS = 5 * 60;

/** The longest an SQS message may be delayed: a batch's quiet period cannot exceed it. */
export const MAX_QUEUE_DELAY_SECONDS = 15 * 60;

/** SQS: a message received this many times without success goes to the dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5;

/**
 * Interface constants: the navigation bar's offset, entrance animations that run once, and the
 * sign-in page's background slider (three images, five seconds each).
 */
export const NAV_OFFSET_PX = 45;
export const ENTRANCE_ANIMATION_MS = 600;
export const LOGIN_SLIDER_INTERVAL_MS = 5000;
export const LOGIN_SLIDER_IMAGE_COUNT = 3;

/**
 * /api/update-stage-status turns off stays that ended more than this many days ago, so the public
 * list only shows recent and coming stays. The spec does not say; see README, "Decisions".
 */
export const STAY_ARCHIVE_AFTER_DAYS = 365;

/** Attachments of a stay, optional at creation: documents and images families or trainers may open. */
export const ATTACHMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** What browsers call a CSV file (Windows names Excel's CSV after Excel). */
export const CSV_CONTENT_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain'] as const;

/**
 * The longest text each field takes: the same limit for the back-office's forms (maxLength), the
 * CSV imports (a longer cell is an error of its row) and the API (its schemas), so that nothing an
 * import accepts is refused when saved afterwards.
 */
export const FIELD_MAX_LENGTH = {
  /** A stay's name, city and author. */
  stayText: 200,
  /** A family's or a director's last or first name. */
  personName: 100,
  /** An e-mail address (RFC 5321's longest path). */
  email: 254,
  telephone: 40,
  mailSubject: 300,
} as const;

/**
 * Errors of a refused CSV listed to the administrator: the first ones, then how many more. Twenty
 * fit a screen, and a file with more usually has one mistake repeated.
 */
export const IMPORT_ERRORS_SHOWN = 20;

/** Most rows one CSV import takes; a larger file is refused with a clear message. */
export const MAX_IMPORT_ROWS = 5000;

/** Photos one validation request may change at once (a big stay holds a few hundred). */
export const MAX_VALIDATION_BATCH = 2000;

/** DynamoDB's limit of items in one TransactWriteItems call. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * Days the mail log keeps an entry, the recipients' addresses included (record TTL): long enough to
 * answer a family who says a mail never came during a stay and the weeks after it, no longer.
 */
export const MAIL_LOG_RETENTION_DAYS = 90;

/** Days a built zip archive stays in storage (lifecycle rule and record TTL). */
export const ARCHIVE_RETENTION_DAYS = 3;

/**
 * Photos one archive may hold: it keeps a job bounded, and every zip far below the 65,534 entries a
 * classic zip (no Zip64) can count.
 */
export const MAX_ARCHIVE_PHOTOS = 5000;

/**
 * The largest zip of an archive, and the default (ARCHIVE_PART_BYTES sets a smaller one): 4 GB,
 * which a FAT32 key and every phone hold, and which keeps each zip's sizes and offsets within the
 * classic 32-bit zip fields. A larger selection is cut into several zips.
 */
export const MAX_ARCHIVE_PART_BYTES = 4_000_000_000;
