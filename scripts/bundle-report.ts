/**
 * The functions' bundle figures for the README: per function, the JavaScript of its asset against
 * its budget, and its cold import (CPU and wall time, median of 5 runs on Node 24) with the
 * environment the bundle-budget test uses (test/artifacts/bundle-budgets.ts).
 *
 * The app is synthesized with bundling, as `npm run deploy` builds it (test/artifacts/assembly.ts),
 * into a folder of .local/ removed at the end. Node 24 is this machine's (x64 for the README's
 * figures), or the one `.ci/run` installs. Media and rotate import with this machine's sharp, their
 * assets holding linux-arm64 binaries. Usage: `npm run bundle:report` (`-- --markdown` for a table
 * to paste).
 */
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { functionNames } from '#functions/adapters/call-recorder.js';
import { artifactAssembly } from '#test/artifacts/assembly.js';
import {
  API_COLD_IMPORT_CPU_MS,
  COLD_IMPORT_RUNS,
  coldImport,
  importEnvironment,
  JS_BUDGETS,
  jsBytesOf,
  KIB,
} from '#test/artifacts/bundle-budgets.js';

const markdown = process.argv.includes('--markdown');

const assembly = artifactAssembly();
try {
  const rows = functionNames.map((fn) => {
    const assetDir = assembly.assetDirOf(fn);
    const bytes = jsBytesOf(assetDir);
    const measured = coldImport(assetDir, importEnvironment(fn, assembly.lambdaOf(fn)));
    process.stderr.write(`${fn} measured\n`);
    return { fn, bytes, measured };
  });
  const node = rows[0]?.measured;
  const header = ['function', 'JS KiB', 'budget KiB', 'cold import CPU ms', 'cold import wall ms'];
  const table = rows.map(({ fn, bytes, measured }) => [
    fn,
    (bytes / KIB).toFixed(0),
    `${(JS_BUDGETS[fn] / KIB).toFixed(0)}${bytes > JS_BUDGETS[fn] ? ' OVER' : ''}`,
    `${measured.cpuMs.toFixed(0)}${fn === 'api' && measured.cpuMs > API_COLD_IMPORT_CPU_MS ? ' OVER' : ''}`,
    measured.wallMs.toFixed(0),
  ]);
  if (markdown) {
    const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
    console.log([line(header), line(header.map(() => '---')), ...table.map(line)].join('\n'));
  } else {
    const widths = header.map((title, i) =>
      Math.max(title.length, ...table.map((row) => row[i]?.length ?? 0)),
    );
    const line = (cells: readonly string[]) =>
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  ');
    console.log([line(header), ...table.map(line)].join('\n'));
  }
  console.log(
    `\nCold import: median of ${COLD_IMPORT_RUNS} runs, Node ${node?.node} ${node?.arch}; ` +
      `API budget ${API_COLD_IMPORT_CPU_MS} ms of CPU. JavaScript outside node_modules, KiB of 1024 bytes.`,
  );
} finally {
  // The assembly synthesized for this report (a run of .local/artifacts/).
  rmSync(dirname(assembly.outdir), { recursive: true, force: true });
}
