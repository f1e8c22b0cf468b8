/**
 * Every word the site's code shows a visitor, in English; `fr.ts` has the same keys (TypeScript
 * refuses a missing one). Imports nothing: every layer may read it.
 */
const number = (value: number) => value.toLocaleString('en-CA');

export const en = {
  /** The site's frame: header, top strip, footer, menus, not-found and thank-you additions, lists. */
  shell: {
    skipLink: 'Skip to main content',
    contactTheFirm: 'Contact the firm',
    mainNavigation: 'Main',
    menu: 'Menu',
    close: 'Close',
    search: 'Search',
    call: 'Call ',
    consultation: 'Get Free Consultation',
    bookOrCall: 'Book a free consultation or call',
    callShort: 'Call',
    freeConsultation: 'Free consultation',
    practiceAreasOf: (label: string) => `${label}: practice areas`,
    aboutTheFirm: 'About the firm',
    whatWeDo: 'What We Do',
    contactInfo: 'Contact Info',
    officeHours: 'Office Hours',
    allRightsReserved: 'All rights reserved.',
    notices: 'Notices',
    noticeLabels: { privacy: 'Privacy', legalNotice: 'Legal Notice', accessibility: 'Accessibility' },
    followTheFirm: 'Follow the firm',
    opensInNewTab: ' (opens in a new tab)',
    language: 'Language',
    lookingFor: 'Perhaps you were looking for',
    ourPracticeAreas: 'Our practice areas',
    elsewhere: 'Elsewhere on the site',
    searchForIt: 'Search the site for it',
    whileYouWait: 'While you wait',
    isItUrgent: 'Is your matter urgent?',
    callRatherThanWait: 'Call us rather than wait for our reply, during our office hours:',
    inDanger: 'If you or someone else is in immediate danger, call',
    readOurGuides: 'Read our guides',
    allOf: (name: string) => `All ${name.toLowerCase()}`,
    updated: 'Updated',
    by: 'By',
    draft: 'Draft: not on the public site',
    guidesOn: (area: string) => `Guides on ${area}`,
    guidesBy: (person: string) => `Guides by ${person}`,
    listDescription: (heading: string, firm: string) =>
      `${heading}: plain-language articles from ${firm}, newest first.`,
    pageOf: (number: number, count: number) => `, page ${number} of ${count}`,
    pageMoved: 'Page moved',
    movedToPage: 'This page has moved to',
    movedTo: (target: string) => `This address has moved to ${target}.`,
    notForEmergencies: 'This form is not for emergencies.',
    inAnEmergency: 'In an emergency, do not wait for a reply.',
    ifInDanger: 'If anyone is in danger, call',
    forUrgentMatters: 'For an urgent legal matter, call',
    or: ' or ',
    callUs: 'Call Us',
    emailUs: 'Email Us',
    visitUs: 'Visit Us',
    licensedBy: (body: string) => `Licensed by the ${body}`,
    clientsServed: (count: string) => `${count} clients served`,
    yearsCombinedExperience: 'Years Combined Experience',
    clientsServedLabel: 'Clients Served',
    /** A count as a sentence says it, from none to ten (the Count component). */
    numberWords: ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
    servicesOf: (area: string) => `${area}: our services`,
    yourLawyer: 'Your lawyer',
    callNumber: (number: string) => `Call ${number}`,
    backToServices: 'Back to What We Do',
    bookConsultation: 'Book a Free Consultation',
    whoWeActFor: 'Who We Act For',
    howYourMatterGoes: 'How Your Matter Goes',
    howWeCharge: 'How We Charge',
    questionsClientsAsk: 'Questions Clients Ask',
    orCall: 'or call',
    licenceNumber: (number: string) => `, licence no. ${number}.`,
    checkLicence: (directory: string, body: string) => `Check this licence in the ${directory} of the ${body}`,
    writtenBy: 'Written by',
    practiceAreas: (count: number) => `Practice ${count === 1 ? 'area' : 'areas'}:`,
    notLegalAdvice: 'This article is general information, not legal advice: every situation is different.',
    readLegalNotice: 'Read our legal notice',
    talkToALawyer: 'Talk to a Lawyer About Your Situation',
    getConsultation: 'Get Your Free Consultation',
    firstConsultationFree: 'Your first consultation is free and confidential.',
    noArticlesYet: 'No articles have been published yet.',
    pagesOf: (heading: string) => `Pages of ${heading.toLowerCase()}`,
    byPracticeArea: 'By practice area',
    byAuthor: 'By author',
    guideIndex: 'Guides by practice area and author',
    guides: (count: number) => (count === 1 ? 'guide' : 'guides'),
    inThisGuide: 'In this guide',
    latestGuide: 'Latest guide',
    page: 'Page ',
    newer: 'Newer',
    older: 'Older',
    articles: ' articles',
    /** Of a practice area or an author (`kind`): its `name`, and `subject`, "on Family Law", "by First Last". */
    guideCount: (total: number, { subject }: { name: string; subject: string; kind: 'area' | 'author' }) =>
      total === 1 ? `1 guide ${subject}` : `All ${total} guides ${subject}`,
    aboutPerson: 'About',
    aboutPersonNamed: (person: string) => `About ${person}`,
    educationAndBackground: 'Education and Background',
    awards: 'Awards',
    languageNote: { en: 'in English', fr: 'in French' },
    homeInThisLanguage: 'English home page',
    homePage: ' home page',
    /** The words of the lists' addresses: `/insights/area/family-law`, `/insights/author/first-last`. */
    listWords: { area: 'area', author: 'author' },
    searchTheSite: 'Search the site',
    searching: 'Searching…',
    /** A result's kind, by the kind the index records (components/search/searchIndexing.ts). */
    searchKinds: {
      service: 'Practice area',
      article: 'Guide',
      profiles: 'Profiles',
      page: 'Page',
      notice: 'Notice',
    } as Record<string, string>,
    searchPlaceholder: 'A word or two, e.g. eviction notice',
    searchGuidesOn: 'Guides on',
    searchEveryPage: 'Every page',
    browseInstead: 'Browse instead',
    guidesByPracticeArea: 'Guides by practice area',
    practiceAreasHeading: 'Practice areas',
    searchUnavailable: 'Search is not available just now: the guides and practice areas are listed below.',
    /** The areas of law the firm does not practise (site.yaml's notPractised), and where to turn instead. */
    notPractisedHeading: 'Areas we do not practise',
    notPractised: (area: string) => `${area}: we do not practise this area of law.`,
    referral: {
      before: 'The ',
      link: 'Law Society Referral Service',
      after: ' can give you the name of a lawyer or licensed paralegal for a free consultation of up to 30 minutes.',
    },
    /** The words, comma-separated, that ask the search for one of the firm's facts: its answer comes first (FactAnswers.tsx). */
    factWords: {
      contact: 'phone, phone number, telephone, call, email, reach, address, office, directions, map, location, get to',
      hours: 'hours, open, opening, closed, what time, saturday, sunday, weekend, weekends, evening',
      fees: 'cost, first consultation, charge, fee, fees, price, rates, payment, payment plan, pay in instalments, afford, free, free consultation, retainer, legal aid',
      languages: 'french, language, languages, speak, english, francais',
      response: 'get back to me, call me back, call back, hear back, respond, response time, reply, how soon, how fast',
      notGiven: 'parking, park',
    },
    askUs: 'Ask us: call',
    orWriteTo: ', or write to',
    onTheMap: 'See it on a map',
    searchCount: (count: number, term: string, area: string, shownMax: number) => {
      const where = area ? ` in guides on ${area}` : '';
      if (count === 0) return `No results for “${term}”${where}. Try another word, or browse below.`;
      const shown = count > shownMax ? `, the first ${shownMax} shown` : '';
      return `${count} ${count === 1 ? 'result' : 'results'} for “${term}”${where}${shown}.`;
    },
  },
  /** The consultation form around its fields. */
  form: {
    formName: 'Book Your Free Consultation',
    required: 'Fields marked',
    withAsterisk: 'with an asterisk',
    areRequired: 'are required.',
    consentBefore: 'By sending this form, you agree that we use the details you give to answer your request, as our',
    privacyNotice: 'privacy notice',
    consentAfter: 'explains.',
    send: 'Send Request',
    sending: 'Sending...',
    honeypot: "Don't fill this out",
    thankYou: (firstName: string) => (firstName ? `Thank you, ${firstName}.` : 'Thank you.'),
    /** After a send with JavaScript, the steps the thank-you page gives (content/pages/thank-you.mdx). */
    whatHappensNext: 'What happens next',
    nextSteps: (method: string) => [
      {
        title: 'We read your request.',
        text: 'A member of our team reviews what you sent and checks that we can act for you: no one on the other side of your matter is already our client.',
      },
      {
        title: 'We contact you.',
        text: `${method ? `By ${method}` : 'By the contact method you chose'}, to arrange your free consultation at a time that suits you.`,
      },
      {
        title: 'Your free consultation.',
        text: 'We listen, explain your options and the likely steps and costs, and answer your questions. You then decide whether to go further.',
      },
    ],
    noConfidential: 'Please do not send confidential details until we confirm we can act for you.',
    urgentCall: 'For an urgent matter, call',
    sendAnother: 'Send another request',
    notifications: 'Notifications (F8)',
    dismissNotification: 'Dismiss notification',
    notSent: 'Your request was not sent.',
    reachNow: 'To reach us now, call',
    cannotWait: 'For a matter that cannot wait, call us now:',
    inDanger: 'If you are in immediate danger, call',
    or: ' or ',
    checkAnswers: 'Please check these answers:',
    colon: ': ',
  },
  /**
   * Every field of a request: its one label (the form's, its errors', the no-JavaScript page's and the
   * firm's mail's), and for those the form shows, the empty choice of a list and what a valid answer looks like.
   */
  fields: {
    firstName: {
      label: 'First Name',
      hint: (max: number) => `enter your first name (up to ${number(max)} characters)`,
    },
    lastName: { label: 'Last Name', hint: (max: number) => `enter your last name (up to ${number(max)} characters)` },
    email: { label: 'Email', hint: 'enter a valid e-mail address, such as name@example.com' },
    phone: {
      label: 'Phone Number',
      hint: (min: number, max: number) =>
        `enter a phone number of ${min} to ${max} characters: digits, spaces and + ( ) - .`,
    },
    legalServiceArea: {
      label: 'Legal Service Area',
      emptyChoice: 'Select a legal service area',
      hint: 'choose the area of law your matter concerns',
    },
    problemDescription: {
      label: 'Brief Description',
      placeholder: 'Briefly describe your legal matter. Please do not include confidential information.',
      hint: (min: number, max: number) => `describe your matter in ${number(min)} to ${number(max)} characters`,
    },
    urgencyLevel: { label: 'Urgency Level', emptyChoice: 'Select urgency', hint: 'choose how urgent your matter is' },
    contactMethod: {
      label: 'Preferred Contact Method',
      emptyChoice: 'Select a contact method',
      hint: 'choose how we should contact you',
    },
    bestTime: {
      label: 'Best Time to Contact',
      emptyChoice: 'No preference',
      hint: 'choose a time from the list, or leave it at no preference',
    },
    goals: { label: 'Goals' },
    consultedBefore: { label: 'Consulted Before' },
    language: { label: 'Language' },
  },
  /** The fixed choices of the form, by value. */
  options: {
    immediate: 'Immediate (within 24 hours)',
    urgent: 'Urgent (within 1 week)',
    moderate: 'Moderate (within 2-4 weeks)',
    low: 'Low urgency',
    phone: 'Phone',
    email: 'Email',
    text: 'Text message',
    morning: 'Morning (9 AM-12 PM)',
    afternoon: 'Afternoon (12 PM-5 PM)',
    evening: 'Evening (5 PM-8 PM)',
    anytime: 'Anytime',
  },
  /** The notices after a send, in the agreed wording: change them only with the firm. */
  notices: {
    success: { title: 'Success!', description: "Your message has been sent. We'll get back to you within 24 hours." },
    error: { title: 'Error', description: 'Failed to send your message. Please try again or call us directly.' },
    rateLimitedTitle: 'Request not sent',
    expiredTitle: 'Request not sent yet',
  },
  /** What the schema says when an answer is refused: under the fields, and in the server's JSON. */
  validation: {
    notText: (label: string) => `${label} must be text`,
    notAllowed: (label: string) => `${label} contains characters that are not allowed`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    enterFirstName: 'Enter your first name',
    enterLastName: 'Enter your last name',
    enterValidEmail: 'Enter a valid e-mail address',
    enterWholeEmail: 'Enter the whole e-mail address: the part after @ needs a dot, such as gmail.com',
    enterEmail: 'Enter your e-mail address',
    phoneCharacters: 'Enter a phone number using digits, spaces and + ( ) - . only',
    phoneDigits: (min: number) => `Enter a phone number of at least ${min} digits`,
    enterPhone: 'Enter your phone number',
    chooseArea: 'Choose the area of law your matter concerns',
    describeAtLeast: (min: number) => `Describe your matter in at least ${min} characters`,
    describeBriefly: 'Describe your matter briefly',
    chooseUrgency: 'Choose how urgent your matter is',
    chooseContactMethod: 'Choose how we should contact you',
    chooseTime: 'Choose a time from the list',
    chooseLanguage: 'Choose English or French',
  },
  /**
   * Why a request is turned back as a whole: the server's answer, the no-JavaScript errors page
   * and the JavaScript form's notice. Never "try again" where the visitor must wait or call.
   */
  failures: {
    'rate-limited':
      'Several requests have already been sent from your connection. Please wait ten minutes before sending another, or call us.',
    unavailable: 'We could not save your request just now. Please try again in a few minutes, or call us.',
    busy: 'Too many requests are arriving just now, so yours was not sent. Please send it again in a moment, or call us.',
    malformed: 'Your request could not be read. Please go back and send the form again, or call us.',
    'too-large': 'Your request was too long to send. Please shorten your description, or call us.',
    'unsupported-type': 'Your request could not be read. Please go back and send the form again, or call us.',
    'cross-site':
      'Your request came from another website, so it was not sent. Please use the form on our contact page, or call us.',
    // A person slow to send (a page left open overnight), never a bot: everything typed is kept.
    expired: 'This page was open for a long time, so your request was not sent yet. Please press Send again.',
  },
};

/** The shape every language's messages have: the English keys, with the same arguments. */
export type Messages = typeof en;
