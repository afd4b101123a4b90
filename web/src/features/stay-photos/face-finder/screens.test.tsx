import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { faceFinderMessages as t } from '#shared/face-finder-messages';
import { Explanation } from './explanation';
import { ResultsStep } from './results-step';
import { ScanStep } from './scan-step';

const noop = () => undefined;
/** The text a reader gets, tags and the spans that keep French marks on their line taken away. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the child finder screens', () => {
  it('say that nothing leaves the phone, how long it is kept and that it may be wrong', () => {
    const shown = text(renderToStaticMarkup(<Explanation keptUntil={null} ready onStart={noop} />));
    expect(shown).toContain(t.explanation.nothingLeaves.replace(/'/g, '&#x27;'));
    expect(shown).toContain('« Oublier »');
    expect(shown).toContain('pas sur des visages d’enfants');
  });

  it('hold the start until the engine is open', () => {
    expect(renderToStaticMarkup(<Explanation keptUntil={null} ready={false} onStart={noop} />)).toContain(
      'disabled',
    );
  });

  it('count the scan in French, thousands apart, in a live region, with what it found so far', () => {
    const html = renderToStaticMarkup(
      <ScanStep
        state={{ kind: 'running', progress: { done: 120, total: 2000, faces: 300, bytes: 1e6 }, scores: [] }}
        found={3}
        onPause={noop}
        onResume={noop}
        onCancel={noop}
      />,
    );
    expect(html).toContain('role="status"');
    expect(text(html)).toContain('Analyse : 120 photos sur 2\u202f000…');
    expect(text(html)).toContain('3 photos trouvées jusqu’ici, affichées ci-dessous.');
    expect(text(html)).toContain(t.scan.pause);
  });

  it('offer to resume a paused scan', () => {
    const html = renderToStaticMarkup(
      <ScanStep
        state={{ kind: 'paused', progress: { done: 5, total: 12, faces: 9, bytes: 1 }, scores: [] }}
        found={0}
        onPause={noop}
        onResume={noop}
        onCancel={noop}
      />,
    );
    expect(text(html)).toContain(t.scan.resume);
    expect(text(html)).toContain('Analyse en pause : 5 photos sur 12.');
    expect(text(html)).not.toContain('jusqu’ici');
  });

  it('head the results with their count and a labelled slider', () => {
    const html = renderToStaticMarkup(<ResultsStep found={3} step={10} onStep={noop} onChangeFaces={noop} />);
    expect(text(html)).toContain(t.results.heading);
    expect(text(html)).toContain('3 photos trouvées.');
    expect(html).toMatch(
      /<label for="([^"]+)"[^>]*>Précision de la recherche<\/label>.*id="\1"[^>]*type="range"/,
    );
  });
});
