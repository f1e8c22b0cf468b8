/**
 * The templates of the generated articles' sentences, list items, headings, titles and
 * descriptions: `{slot}` is filled from vocabulary.ts, `{a:slot}` adds "a"/"an", `{b:slot}` is bold.
 */
const EXTERNAL_LINK = 'https://www.tribunalsontario.ca/ltb/';

export const SENTENCES = [
  '{a:party} who receives {a:document} should read it carefully and write down the {deadline}.',
  'Before the {event}, gather your {evidence} and keep copies in one place so nothing is missed.',
  '{decider} may grant an adjournment when {a:party} shows a good reason for the delay.',
  'Missing the {deadline} can cost you the chance to {remedy}, so note every date as soon as you learn it.',
  'Many {parties} find that mediation settles a dispute faster, and at lower cost, than {a:event}.',
  'Keep a written record of every {communication} with the {party}, including the date and what was said.',
  'If {decider} makes an order you disagree with, you may be able to {remedy} within a short time.',
  'A lawyer can explain how the law on {topic} applies to your situation and what {outcome} is realistic.',
  'The {document} should state its terms clearly, because vague wording often leads to a dispute later.',
  '{parties} often see {topic} differently from the other side, and clear {evidence} can make the difference.',
  'Ask for the promise in writing if the {party} says something important about {fact}.',
  '{decider} looks closely at the {evidence} both sides bring, so put everything in date order before the {event}.',
  'The rules on {topic} change from time to time, so check that any guide you rely on is current.',
  'It is rarely wise to ignore {a:document}, even when you believe it was sent by mistake.',
  'An early and honest conversation with the {party} can prevent a costly {event} later.',
  'The basic *limitation period* for many civil claims in Ontario is two years, although there are exceptions.',
  'When {a:party} cannot attend the {event}, they should tell {decider} as early as possible.',
  'Settlement discussions are usually private, and what is said in them generally cannot be used at the {event}.',
  'Bring a short timeline of events to every meeting about {topic}, because it saves time and money.',
  'A **clear timeline** and organised {evidence} make it easier for a lawyer to give useful advice.',
  'Every case about {topic} turns on its own facts, so general information is no substitute for advice.',
  '{a:party} may be entitled to more than the legal minimum, depending on what the {b:document} says.',
  'Read every page of {a:document} before signing it, and ask about anything that is unclear.',
  'The cost of {a:event} can add up quickly, which is one reason many disputes settle before it begins.',
  'A judicial review asks a court whether a decision was reasonable and fair, not to hear the whole case again.',
  'Where the other side does not answer {a:demand}, you may be able to ask {decider} for an order.',
  'Disputes about {fact} are common, and they are easier to resolve when the paperwork is complete.',
  'The most important step is often the first one, which is to understand what the {document} asks of you.',
  'Courts expect both sides to make a real effort to settle before the {event}.',
  'Some {parties} choose to represent themselves, but even one consultation can help avoid a costly mistake.',
  'Write down {fact} while your memory is fresh, and sign and date your notes.',
  'If you are unsure whether {a:document} is valid, do not sign anything until it has been reviewed.',
  'A *without prejudice* offer lets the {party} propose a settlement without admitting anything.',
  'Being on time, polite and prepared at the {event} makes a better impression than any argument.',
];

export const LIST_ITEMS = [
  'A copy of the {document} and any reply you sent',
  'The date you received each {document}',
  'Notes from every {communication} with the {party}',
  'Photos, emails or texts that show {fact}',
  'Receipts and bank records that support your position',
  'The names of people who saw what happened',
  'Any order already made by {decider}',
  'A short timeline of the key events',
  'Your questions for the lawyer, written down in advance',
  '{evidence} from the months before the dispute',
];

export const STEPS = [
  'Read the {document} and write down the {deadline}.',
  'Gather your {evidence} in one folder.',
  'Speak with a lawyer about your options.',
  'Try mediation if the other side is willing.',
  'File your response before the {deadline} passes.',
  'Prepare a short summary of the facts for the {event}.',
  'Attend the {event} on time with copies of your documents.',
  'Follow the order and keep proof that you did.',
];

export const SECTION_HEADINGS = [
  'What {parties} should know about {topic}',
  'How the law on {topic} works in Ontario',
  'What happens at the {event}',
  'Your rights as {a:party}',
  'Preparing for the {event}',
  'Common questions about {topic}',
  'Deadlines that matter',
  'When to speak with a lawyer',
  'Costs and timelines',
  'Your options if talks break down',
];

export const SUBSECTION_HEADINGS = [
  'Documents to gather',
  'Timing and deadlines',
  'What {decider} looks at',
  'If the other side does not respond',
  'Mediation and settlement',
  'A note on {evidence}',
];

export const TITLES = [
  'What {parties} should know about {topic}',
  'A plain guide to {topic} in Ontario',
  '{topic} explained for {parties}',
  'How to prepare for {a:event}',
  'Five questions about {topic} answered',
  'Understanding {topic} before you act',
];

export const DESCRIPTIONS = [
  'A plain-language guide for {parties} on {topic}, the key deadlines and what to expect at {a:event}.',
  'How {topic} works in Ontario, what {parties} should gather first and when to speak with a lawyer.',
  'What {parties} in Ontario need to know about {topic}, from the first {document} to the {event}.',
  'Practical steps for {parties} dealing with {topic}, with the documents and dates that matter most.',
];

export const SERVICE_LINK_SENTENCES = [
  'For more on this area, see our [{title}]({slug}) page.',
  'Our [{title}]({slug}) page explains how the firm helps with matters like this.',
  'Related questions are covered on our [{title}]({slug}) page.',
];

export const EXTERNAL_LINK_SENTENCES = [
  `The [Landlord and Tenant Board](${EXTERNAL_LINK}) publishes its forms, rules and practice directions online.`,
  `Tribunals Ontario posts the [Landlord and Tenant Board rules and forms](${EXTERNAL_LINK}) on its website.`,
];

export const CONTACT_SENTENCES = [
  'If you would like advice about your own situation, [contact us](/contact) to book a free consultation.',
  '[Get in touch](/contact) to ask how these rules apply to you.',
];

export const DISCLAIMER = '*This guide is general information about Ontario law, not legal advice for your situation.*';
