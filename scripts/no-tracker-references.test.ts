/**
 * Comments and test names say the rule or the reason in plain words. A pointer into the numbering of
 * the product specification (a document number, a section sign and a section) or into the tracker (an
 * issue or acceptance number) means nothing to a later reader, who has neither. This reads every
 * tracked source file, this one included, and names each line that still holds such a pointer.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));

/** Every folder of code and tests. */
const COVERED_FOLDERS: readonly string[] = ['shared', 'infra', 'scripts', 'test', 'functions', 'web/src'];

const SOURCE_FILE = /\.(ts|tsx|css|sh|py)$/;

/** The section sign, written as an escape so that this file holds no pointer of its own. */
const SECTION = '\u00a7';

const POINTERS: readonly RegExp[] = [
  // A section sign before a number, with or without the document's number in front.
  new RegExp(`${SECTION}\\s*\\d`),
  // The word spec before a section sign, and a document number without a section.
  new RegExp(`\\bspec(\\s+\\d+)?\\s*${SECTION}`, 'i'),
  /\bspec\s+0\d\d\b/i,
  // The tracker: one or several issue numbers (with or without #), an acceptance number.
  /\bissues?\s+#?\d/i,
  /\bacceptance\s+\d/i,
];

/** True when the line points into the specification's numbering or the issue tracker. */
const pointsAway = (line: string): boolean => POINTERS.some((pattern) => pattern.test(line));

const trackedSources = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '--', ...COVERED_FOLDERS], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => SOURCE_FILE.test(file) && existsSync(join(root, file)));

describe('no pointers to the spec numbering or the issue tracker', () => {
  it('recognises the pointers and leaves ordinary words alone', () => {
    // Assembled from parts, as a careless comment would read once written out.
    const cite = (words: string, number: string): string => `${words} ${number}`;
    const pointers = [
      `/** Stays shown per page ${cite('(spec', `000 ${SECTION}9)`)}. */`,
      ` * Routes of the back-office ${cite('(spec', `001 ${SECTION}2–${SECTION}7)`)}.`,
      `/** The failure texts (001 ${SECTION}8). */`,
      `/** See spec ${SECTION} 5. */`,
      `// as ${cite('spec', '001')} says`,
      ` * The trainer area ${cite('(issue', '3)')}: contact, participants.`,
      ` * the benchmarks of ${cite('issues', '3 and 5')}`,
      `describe('photo validation journey ${cite('(Issue', '#5)')}', () => {`,
      ` * end to end ${cite('(acceptance', '1–2)')}`,
    ];
    const ordinary = [
      '.refine(isCalendarDay, { error: (issue) => messages.api.impossibleDate(String(issue.input)) });',
      "context.addIssue({ code: 'custom', message: messages.collab.invalidName });",
      '  const issues = error.issues.map((issue) => issue.message);',
      "jwtIssuer: 'JWT_ISSUER',",
      '/** Every text of the spec that a user sees lives here once. */',
      '    expect(props.TimeToLiveSpecification).toEqual({ Enabled: true });',
    ];

    expect(pointers.filter((line) => !pointsAway(line))).toEqual([]);
    expect(ordinary.filter(pointsAway)).toEqual([]);
  });

  it('finds none in the tracked sources of the covered folders', () => {
    // Prepare
    const files = trackedSources();

    // Act
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (pointsAway(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );

    // Assess
    expect(files.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
