/**
 * Comments and test names say the rule or the reason in plain words. A pointer into the numbering of
 * the product specification ("spec 001 §2.2", "(000 §9)") or into the issue tracker ("issue 5",
 * "acceptance 2") means nothing to a later reader, who has neither. This reads every tracked source
 * file of the covered folders and names each line that still holds such a pointer.
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

/** This file has to spell the pointers out to describe and test them. */
const SELF = 'scripts/no-tracker-references.test.ts';

const POINTERS: readonly RegExp[] = [
  // A section sign before a number, with or without the document: "spec §5", "(001 §8)", "§ 2.10".
  /§\s*\d/,
  // "spec §…" without a number after the sign, and "spec 000"/"spec 001" without a section.
  /\bspec(\s+\d+)?\s*§/i,
  /\bspec\s+0\d\d\b/i,
  // The tracker: "issue 5", "issues 3 and 5", "Issue #6", "acceptance 1–3".
  /\bissues?\s+#?\d/i,
  /\bacceptance\s+\d/i,
];

/** True when the line points into the specification's numbering or the issue tracker. */
const pointsAway = (line: string): boolean => POINTERS.some((pattern) => pattern.test(line));

const trackedSources = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '--', ...COVERED_FOLDERS], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => SOURCE_FILE.test(file) && file !== SELF && existsSync(join(root, file)));

describe('no pointers to the spec numbering or the issue tracker', () => {
  it('recognises the pointers and leaves ordinary words alone', () => {
    const pointers = [
      '/** Stays shown per page (spec 000 §9). */',
      ' * Routes of the back-office (spec 001 §2–§7).',
      '/** The failure texts (001 §8). */',
      '/** See spec § 5. */',
      '// as spec 001 says',
      ' * The trainer area (issue 3): contact, participants.',
      ' * the benchmarks of issues 3 and 5',
      "describe('photo validation journey (Issue #5)', () => {",
      ' * end to end (acceptance 1–2)',
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
