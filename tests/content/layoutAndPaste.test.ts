/**
 * The mistakes a page's layout does not survive, and what Word leaves behind when its text is
 * pasted: each is one checker line naming the file, the line and the fix, in a copy of the
 * fixture content. docs/editors/checker-messages.md lists the same messages.
 */
import { expect, it } from 'vitest';
import { checkAndLoadContent } from '../../content-pipeline/checkContent';
import { formatProblem } from '../../content-pipeline/contentProblem';
import { contentForTest } from '../support/contentForTest';

/** The checker's lines for the fixture's About page with `text` added at its end, and that line's number. */
async function linesAfterAppending(text: string): Promise<{ lines: string[]; at: number }> {
  const fixture = contentForTest({ french: false });
  let at = 0;
  fixture.edit('pages/about.mdx', (body) => {
    at = body.split('\n').length + 1;
    return `${body}\n${text}\n`;
  });
  const problems = (await checkAndLoadContent({ contentDir: fixture.dir })).problems;
  return { lines: problems.map(formatProblem), at };
}

it('a Column inside a Column', async () => {
  const { lines, at } = await linesAfterAppending(
    '<Columns>\n<Column>\n<Column narrow>\nInner\n</Column>\n</Column>\n<Column>\n\nOther\n\n</Column>\n</Columns>',
  );
  expect(lines).toEqual([
    `content/pages/about.mdx:${at + 2}: <Column> stands inside <Column>: it belongs directly inside <Columns>, for example <Column narrow>Text</Column>`,
  ]);
});

it('a card written on one line, which the visual editor cannot open', async () => {
  const { lines, at } = await linesAfterAppending('<CardGrid>\n<Card title="One">Text</Card>\n</CardGrid>');
  expect(lines).toEqual([
    `content/pages/about.mdx:${at + 1}: <Card> is written on one line, which the visual editor cannot open: put <Card …> on a line of its own, its text below after an empty line, then an empty line and </Card>`,
  ]);
});

it('a Column on its own', async () => {
  const { lines, at } = await linesAfterAppending('<Column>\nAlone\n</Column>');
  expect(lines).toEqual([
    `content/pages/about.mdx:${at}: <Column> stands on its own: it belongs directly inside <Columns>, for example <Column narrow>Text</Column>`,
  ]);
});

it('a closing call-to-action inside a column', async () => {
  const { lines, at } = await linesAfterAppending(
    '<Columns>\n<Column>\n<CallToAction heading="Ready?" button="Book" />\n</Column>\n<Column>\n\nOther\n\n</Column>\n</Columns>',
  );
  expect(lines).toEqual([
    `content/pages/about.mdx:${at + 2}: <CallToAction> stands inside <Column>, where it would be squeezed to part of the width: move it after </Columns>`,
  ]);
});

it('Columns inside a Card', async () => {
  const { lines, at } = await linesAfterAppending(
    '<CardGrid>\n<Card title="One">\n<Columns>\n<Column>\n\nA\n\n</Column>\n<Column>\n\nB\n\n</Column>\n</Columns>\n</Card>\n</CardGrid>',
  );
  expect(lines).toEqual([
    `content/pages/about.mdx:${at + 2}: <Columns> stands inside <Card>, where it would be squeezed to part of the width: move it after </CardGrid>`,
  ]);
});

it('bullets pasted from Word: one line each, saying to make a list', async () => {
  const { lines, at } = await linesAfterAppending('·      Record of Employment\n\n•\tPay stubs');
  expect(lines).toEqual([
    `content/pages/about.mdx:${at}: "Record of Employment" starts with a bullet pasted from Word, which shows as a dot in the text: make it an item of a list (the editor's list button, or "- " at the start of the line)`,
    `content/pages/about.mdx:${at + 2}: "Pay stubs" starts with a bullet pasted from Word, which shows as a dot in the text: make it an item of a list (the editor's list button, or "- " at the start of the line)`,
  ]);
});

it('a bold line standing for a heading', async () => {
  const { lines, at } = await linesAfterAppending('**What to Bring**\n\nYour documents.');
  expect(lines).toEqual([
    `content/pages/about.mdx:${at}: "What to Bring" is a bold line standing alone: if it is a heading, make it one (the editor's heading menu, or "## " at the start of the line); otherwise add it to the paragraph it introduces`,
  ]);
});

it('a list, a heading and bold words inside a sentence are what they should be: no line', async () => {
  const { lines } = await linesAfterAppending(
    '## What to Bring\n\n- Record of Employment\n\nBring **every** pay stub.',
  );
  expect(lines).toEqual([]);
});
