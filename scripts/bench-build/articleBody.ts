/** The body of a generated article: about TARGET_BODY_WORDS words in three sections, with lists and links. */
import type { ContentNames } from './contentNames';
import { capitalise, countWords, fillTemplate } from './fillTemplate';
import { between, deck, pick, pickDistinct, pickInOrder, type Random } from './random';
import {
  CONTACT_SENTENCES,
  DISCLAIMER,
  EXTERNAL_LINK_SENTENCES,
  LIST_ITEMS,
  SECTION_HEADINGS,
  SENTENCES,
  SERVICE_LINK_SENTENCES,
  STEPS,
  SUBSECTION_HEADINGS,
} from './templates';
import type { ArticleSubject } from './vocabulary';

const TARGET_BODY_WORDS = 600;

function serviceLinkSentence(random: Random, service: { slug: string; title: string }): string {
  return pick(random, SERVICE_LINK_SENTENCES).replace('{title}', service.title).replace('{slug}', service.slug);
}

function paragraph(nextSentence: () => string, sentences: number, extra: string[] = []): string {
  return [...Array.from({ length: sentences }, nextSentence), ...extra].join(' ');
}

/** The article's MDX body: about TARGET_BODY_WORDS words in three sections, lists and links. */
export function articleBody(random: Random, subject: ArticleSubject, names: ContentNames): string {
  const nextTemplate = deck(random, SENTENCES);
  const nextSentence = () => capitalise(fillTemplate(nextTemplate(), random));
  const sentences = (low: number, high: number) => between(random, low, high);
  const nextService = deck(random, names.services);
  const serviceLink = () => [serviceLinkSentence(random, nextService())];
  const nextSection = deck(random, SECTION_HEADINGS);
  const nextSubsection = deck(random, SUBSECTION_HEADINGS);
  const heading = (level: '##' | '###', template: string) =>
    `${level} ${capitalise(fillTemplate(template, random, subject))}`;

  const blocks = [
    paragraph(nextSentence, sentences(3, 4)),
    `**Key point.** ${paragraph(nextSentence, 2)}`,
    heading('##', nextSection()),
    paragraph(nextSentence, sentences(3, 4), serviceLink()),
    heading('###', nextSubsection()),
    paragraph(nextSentence, sentences(2, 3)),
    'Useful things to keep together include:',
    pickDistinct(random, LIST_ITEMS, between(random, 4, 6))
      .map((item) => `- ${capitalise(fillTemplate(item, random))}`)
      .join('\n'),
    heading('##', nextSection()),
    paragraph(nextSentence, sentences(2, 3)),
    'In most cases the steps look like this:',
    pickInOrder(random, STEPS, between(random, 4, 6))
      .map((step, position) => `${position + 1}. ${fillTemplate(step, random)}`)
      .join('\n'),
    paragraph(nextSentence, sentences(2, 3), [pick(random, EXTERNAL_LINK_SENTENCES)]),
    heading('##', nextSection()),
    paragraph(nextSentence, sentences(3, 4), serviceLink()),
    heading('###', nextSubsection()),
  ];
  const closing = [pick(random, CONTACT_SENTENCES)];
  const lastParagraph: string[] = [];
  // The last paragraph grows until the article reaches its length, so every article is about as long.
  while (countWords([...blocks, ...lastParagraph, ...closing, DISCLAIMER].join(' ')) < TARGET_BODY_WORDS) {
    lastParagraph.push(nextSentence());
  }
  return [...blocks, [...lastParagraph, ...closing].join(' '), DISCLAIMER].join('\n\n');
}
