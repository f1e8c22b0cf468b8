/** French spaces at build (lib/frenchTypography.ts), on text as French pages write it, and in the form's island. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsultationForm } from '../../components/consultation-form/ConsultationForm';
import { PageDataContext } from '../../components/PageDataContext';
import type { PageData } from '../../page-data/views';
import { frenchSpaces, withFrenchTypography } from '../../lib/frenchTypography';

const NARROW = '\u202f';
const NBSP = '\u00a0';

describe('French spaces', () => {
  it('keeps the space before : ; ! ? and inside « » from breaking', () => {
    expect(frenchSpaces('Nos services : parlez-nous')).toBe(`Nos services${NARROW}: parlez-nous`);
    expect(frenchSpaces('Vraiment ? Oui !')).toBe(`Vraiment${NARROW}? Oui${NARROW}!`);
    expect(frenchSpaces('le bouton « Envoyer »')).toBe(`le bouton «${NARROW}Envoyer${NARROW}»`);
    expect(frenchSpaces('le bouton «Envoyer»')).toBe(`le bouton «${NARROW}Envoyer${NARROW}»`);
    // Canadian French writes no space before ? or !: none is added.
    expect(frenchSpaces('Pourquoi?')).toBe('Pourquoi?');
    // A colon inside a word or an address is not punctuation after a space.
    expect(frenchSpaces('https://exemple.ca 9:30')).toBe('https://exemple.ca 9:30');
  });

  it('keeps numbers, phone numbers and units whole', () => {
    expect(frenchSpaces('jusqu’à 5 000 caractères')).toBe(`jusqu’à 5${NARROW}000${NBSP}caractères`);
    expect(frenchSpaces("À propos d'Alexandra, l’Ontario")).toBe('À propos d’Alexandra, l’Ontario');
    expect(frenchSpaces('1 250 000 $')).toBe(`1${NARROW}250${NARROW}000${NBSP}$`);
    expect(frenchSpaces('dans les 24 heures')).toBe(`dans les 24${NBSP}heures`);
    expect(frenchSpaces('15 % de plus, de 9 h à 17 h')).toBe(`15${NBSP}% de plus, de 9${NBSP}h à 17${NBSP}h`);
    // A phone number keeps a full no-break space between its groups: a narrow one reads as none.
    expect(frenchSpaces('appelez le 416 555-0142.')).toBe(`appelez le 416${NBSP}555\u20110142.`);
    expect(frenchSpaces('(905) 555-0168')).toBe(`(905)${NBSP}555\u20110168`);
  });
});

describe('a French page', () => {
  it('writes the typographic apostrophe where React wrote the straight one as an entity', () => {
    expect(withFrenchTypography('<a>Droit de l&#x27;emploi</a><p>jusqu&#39;à l’entente</p>')).toBe(
      '<a>Droit de l’emploi</a><p>jusqu’à l’entente</p>',
    );
  });

  it('changes text only: no tag, attribute, script or style', () => {
    const html =
      '<a href="/fr/contact" title="Nous joindre : ici">Nous joindre : ici</a><script>const a = "x : y";</script><style>a:hover{}</style>';
    expect(withFrenchTypography(html)).toBe(
      `<a href="/fr/contact" title="Nous joindre : ici">Nous joindre${NARROW}: ici</a><script>const a = "x : y";</script><style>a:hover{}</style>`,
    );
  });

  it('leaves a hydrated island as it is, with everything inside it', () => {
    const html =
      '<p>Avis : un</p><div id="island"><div><p>Champ : deux</p></div><p>Trois : quatre</p></div><p>Cinq : six</p>';
    expect(withFrenchTypography(html, ['island'])).toBe(
      `<p>Avis${NARROW}: un</p><div id="island"><div><p>Champ : deux</p></div><p>Trois : quatre</p></div><p>Cinq${NARROW}: six</p>`,
    );
  });
});

describe("the French form's island, which the page's pass leaves alone", () => {
  it('writes its area and phone labels with the typographic apostrophe, in the HTML and in the props', () => {
    const site = {
      lang: 'fr',
      services: [{ formValue: 'employment', title: "Droit de l'emploi" }],
      facts: {
        phones: [{ label: "Ligne d'appoint", display: '416 555-0142', dial: '+14165550142' }],
        notices: { privacy: '/fr/confidentialite' },
      },
    };
    const html = renderToStaticMarkup(
      createElement(PageDataContext, { value: { site } as unknown as PageData }, createElement(ConsultationForm)),
    );
    expect(html).toContain('Droit de l’emploi');
    expect(html).toContain('Ligne d’appoint');
    expect(html).not.toMatch(/\p{L}(?:'|&#x27;)\p{L}/u);
  });
});
