import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { frenchSpacing, frenchSpacingIn } from './french-spacing';

const html = (text: string) => renderToStaticMarkup(<p>{frenchSpacing(text)}</p>);

describe('frenchSpacing', () => {
  it('keeps each mark on the line of the word before it, the text unchanged', () => {
    expect(html('Les photos du séjour : Voile ; Kayak ! Prêts ?')).toBe(
      '<p>Les photos du <span class="nobr">séjour :</span> <span class="nobr">Voile ;</span> ' +
        '<span class="nobr">Kayak !</span> <span class="nobr">Prêts ?</span></p>',
    );
  });

  it('keeps French quotes with the words they hold at either end', () => {
    expect(html('touchez « Partager cette photo » pour')).toBe(
      '<p>touchez <span class="nobr">« Partager</span> cette <span class="nobr">photo »</span> pour</p>',
    );
    expect(html('« Partager » puis')).toBe('<p><span class="nobr">« Partager »</span> puis</p>');
  });

  it('answers a text without such marks as it is', () => {
    expect(frenchSpacing('Les séjours (jj/mm/aaaa)')).toBe('Les séjours (jj/mm/aaaa)');
    expect(frenchSpacing('Les documents du séjour: Voile')).toBe('Les documents du séjour: Voile');
  });

  it('keeps every character, so the text read is the text written', () => {
    const text = 'Connecté : admin ; « Envoyer » ? Oui !';
    expect(html(text).replace(/<[^>]+>/g, '')).toBe(text);
  });

  it('reaches the texts of a tree of markup, links included', () => {
    const tree = (
      <>
        <p>
          Courriel : <a href="mailto:x@y.fr">écrivez-nous !</a>
        </p>
        <ul>
          <li>Un ; deux</li>
        </ul>
      </>
    );
    expect(renderToStaticMarkup(frenchSpacingIn(tree))).toBe(
      '<p><span class="nobr">Courriel :</span> <a href="mailto:x@y.fr"><span class="nobr">écrivez-nous !</span></a></p>' +
        '<ul><li><span class="nobr">Un ;</span> deux</li></ul>',
    );
  });
});
