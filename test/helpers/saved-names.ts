/**
 * What the e2e suites read of a saved photo's name. The day and time come from each photo's own
 * capture (demo photos are dated when seeded), so the suites check that part's shape and the rest
 * exactly: "2026-07-08 14h32 Vercors 012.jpg" → "Vercors 012.jpg".
 */
const TIME_PART = /^\d{4}-\d{2}-\d{2} \d{2}h\d{2} /;

export const withoutTime = (fileName: string): string => {
  if (!TIME_PART.test(fileName)) throw new Error(`Saved name without its day and time: ${fileName}`);
  return fileName.replace(TIME_PART, '');
};
