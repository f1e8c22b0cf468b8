// lib/urlPath.ts
function normalisePath(urlPath) {
  const withoutIndex = urlPath.endsWith("/index.html") ? urlPath.slice(0, -"index.html".length) : urlPath;
  let end = withoutIndex.length;
  while (end > 1 && withoutIndex.charCodeAt(end - 1) === SLASH) end -= 1;
  return withoutIndex.slice(0, end);
}
var SLASH = 47;

// lib/oncePerObject.ts
function oncePerObject(compute) {
  const cache = /* @__PURE__ */ new WeakMap();
  return (key) => {
    if (cache.has(key)) return cache.get(key);
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

// lib/languages.ts
var LANGUAGES = ["en", "fr"];
var DEFAULT_LANG = "en";
var LANGUAGE_TAGS = {
  en: { html: "en-CA", locale: "en_CA" },
  fr: { html: "fr-CA", locale: "fr_CA" }
};
var TRANSLATED_LANGUAGES = LANGUAGES.filter((lang) => lang !== DEFAULT_LANG);
function languageOfTag(tag) {
  return LANGUAGES.find((lang) => tag === lang || tag.startsWith(`${lang}-`)) ?? DEFAULT_LANG;
}
var LANGUAGE_NAMES = { en: "English", fr: "Fran\xE7ais" };
function languageRoot(lang) {
  return lang === DEFAULT_LANG ? "/" : `/${lang}`;
}
function isLanguageRoot(urlPath) {
  return LANGUAGES.some((lang) => languageRoot(lang) === urlPath);
}
function isUnderLanguageRoot(urlPath, lang) {
  if (lang === DEFAULT_LANG)
    return !LANGUAGES.some((other) => other !== DEFAULT_LANG && isUnderLanguageRoot(urlPath, other));
  const root = languageRoot(lang);
  return urlPath === root || urlPath.startsWith(`${root}/`);
}
function languageOfPath(urlPath) {
  return LANGUAGES.find((lang) => lang !== DEFAULT_LANG && isUnderLanguageRoot(urlPath, lang)) ?? DEFAULT_LANG;
}
function isLang(value) {
  return typeof value === "string" && LANGUAGES.includes(value);
}

// content-pipeline/contentTypes.ts
function pageOrOriginal(content, name) {
  var _a;
  return content.pages.find((page) => page.name === name) ?? ((_a = content.original) == null ? void 0 : _a.pages.find((page) => page.name === name));
}
function langOf(item) {
  return item.lang ?? DEFAULT_LANG;
}
function everyLanguage(content) {
  return [content, ...Object.values(content.translations ?? {})];
}

// messages/en.ts
var number = (value) => value.toLocaleString("en-CA");
var en = {
  /** The site's frame: header, top strip, footer, menus, not-found and thank-you additions, lists. */
  shell: {
    skipLink: "Skip to main content",
    contactTheFirm: "Contact the firm",
    mainNavigation: "Main",
    menu: "Menu",
    close: "Close",
    search: "Search",
    call: "Call ",
    consultation: "Get Free Consultation",
    bookOrCall: "Book a free consultation or call",
    callShort: "Call",
    freeConsultation: "Free consultation",
    practiceAreasOf: (label) => `${label}: practice areas`,
    aboutTheFirm: "About the firm",
    whatWeDo: "What We Do",
    contactInfo: "Contact Info",
    officeHours: "Office Hours",
    allRightsReserved: "All rights reserved.",
    notices: "Notices",
    noticeLabels: { privacy: "Privacy", legalNotice: "Legal Notice", accessibility: "Accessibility" },
    followTheFirm: "Follow the firm",
    opensInNewTab: " (opens in a new tab)",
    language: "Language",
    lookingFor: "Perhaps you were looking for",
    ourPracticeAreas: "Our practice areas",
    elsewhere: "Elsewhere on the site",
    searchForIt: "Search the site for it",
    whileYouWait: "While you wait",
    isItUrgent: "Is your matter urgent?",
    callRatherThanWait: "Call us rather than wait for our reply, during our office hours:",
    inDanger: "If you or someone else is in immediate danger, call",
    readOurGuides: "Read our guides",
    allOf: (name) => `All ${name.toLowerCase()}`,
    updated: "Updated",
    by: "By",
    draft: "Draft: not on the public site",
    guidesOn: (area) => `Guides on ${area}`,
    guidesBy: (person) => `Guides by ${person}`,
    listDescription: (heading, firm) => `${heading}: plain-language articles from ${firm}, newest first.`,
    pageOf: (number2, count) => `, page ${number2} of ${count}`,
    pageMoved: "Page moved",
    movedToPage: "This page has moved to",
    movedTo: (target) => `This address has moved to ${target}.`,
    notForEmergencies: "This form is not for emergencies.",
    inAnEmergency: "In an emergency, do not wait for a reply.",
    ifInDanger: "If anyone is in danger, call",
    forUrgentMatters: "For an urgent legal matter, call",
    or: " or ",
    callUs: "Call Us",
    emailUs: "Email Us",
    visitUs: "Visit Us",
    licensedBy: (body) => `Licensed by the ${body}`,
    clientsServed: (count) => `${count} clients served`,
    yearsCombinedExperience: "Years Combined Experience",
    clientsServedLabel: "Clients Served",
    /** A count as a sentence says it, from none to ten (the Count component). */
    numberWords: ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
    servicesOf: (area) => `${area}: our services`,
    yourLawyer: "Your lawyer",
    callNumber: (number2) => `Call ${number2}`,
    backToServices: "Back to What We Do",
    bookConsultation: "Book a Free Consultation",
    whoWeActFor: "Who We Act For",
    howYourMatterGoes: "How Your Matter Goes",
    howWeCharge: "How We Charge",
    questionsClientsAsk: "Questions Clients Ask",
    orCall: "or call",
    licenceNumber: (number2) => `, licence no. ${number2}.`,
    checkLicence: (directory, body) => `Check this licence in the ${directory} of the ${body}`,
    writtenBy: "Written by",
    practiceAreas: (count) => `Practice ${count === 1 ? "area" : "areas"}:`,
    notLegalAdvice: "This article is general information, not legal advice: every situation is different.",
    readLegalNotice: "Read our legal notice",
    talkToALawyer: "Talk to a Lawyer About Your Situation",
    getConsultation: "Get Your Free Consultation",
    firstConsultationFree: "Your first consultation is free and confidential.",
    noArticlesYet: "No articles have been published yet.",
    pagesOf: (heading) => `Pages of ${heading.toLowerCase()}`,
    byPracticeArea: "By practice area",
    byAuthor: "By author",
    guideIndex: "Guides by practice area and author",
    inThisGuide: "In this guide",
    latestGuide: "Latest guide",
    page: "Page ",
    newer: "Newer",
    older: "Older",
    articles: " articles",
    /** `kind`: what `subject` names, a practice area or an author (French words it differently). */
    guideCount: (total, subject, _kind) => total === 1 ? `1 guide ${subject}` : `All ${total} guides ${subject}`,
    aboutPerson: "About",
    aboutPersonNamed: (person) => `About ${person}`,
    educationAndBackground: "Education and Background",
    awards: "Awards",
    languageNote: { en: "in English", fr: "in French" },
    homeInThisLanguage: "English home page",
    homePage: " home page",
    /** The words of the lists' addresses: `/insights/area/family-law`, `/insights/author/first-last`. */
    listWords: { area: "area", author: "author" },
    searchTheSite: "Search the site",
    searching: "Searching\u2026",
    /** A result's kind, by the kind the index records (components/search/searchIndexing.ts). */
    searchKinds: {
      "Practice area": "Practice area",
      Guide: "Guide",
      Profiles: "Profiles",
      Page: "Page",
      Notice: "Notice"
    },
    searchPlaceholder: "A word or two, e.g. eviction notice",
    searchGuidesOn: "Guides on",
    searchEveryPage: "Every page",
    browseInstead: "Browse instead",
    guidesByPracticeArea: "Guides by practice area",
    practiceAreasHeading: "Practice areas",
    searchUnavailable: "Search is not available just now: the guides and practice areas are listed below.",
    /** The areas of law the firm does not practise (site.yaml's notPractised), and where to turn instead. */
    notPractisedHeading: "Areas we do not practise",
    notPractised: (area) => `${area}: we do not practise this area of law.`,
    referral: {
      before: "The ",
      link: "Law Society Referral Service",
      after: " can give you the name of a lawyer or licensed paralegal for a free consultation of up to 30 minutes."
    },
    searchCount: (count, term, area, shownMax) => {
      const where = area ? ` in guides on ${area}` : "";
      if (count === 0) return `No results for \u201C${term}\u201D${where}. Try another word, or browse below.`;
      const shown = count > shownMax ? `, the first ${shownMax} shown` : "";
      return `${count} ${count === 1 ? "result" : "results"} for \u201C${term}\u201D${where}${shown}.`;
    }
  },
  /** The consultation form around its fields. */
  form: {
    formName: "Book Your Free Consultation",
    required: "Fields marked",
    withAsterisk: "with an asterisk",
    areRequired: "are required.",
    consentBefore: "By sending this form, you agree that we use the details you give to answer your request, as our",
    privacyNotice: "privacy notice",
    consentAfter: "explains.",
    send: "Send Request",
    sending: "Sending...",
    honeypot: "Don't fill this out",
    thankYou: (firstName) => firstName ? `Thank you, ${firstName}.` : "Thank you.",
    /** After a send with JavaScript, the steps the thank-you page gives (content/pages/thank-you.mdx). */
    whatHappensNext: "What happens next",
    nextSteps: (method) => [
      {
        title: "We read your request.",
        text: "A member of our team reviews what you sent and checks that we can act for you: no one on the other side of your matter is already our client."
      },
      {
        title: "We contact you.",
        text: `${method ? `By ${method}` : "By the contact method you chose"}, to arrange your free consultation at a time that suits you.`
      },
      {
        title: "Your free consultation.",
        text: "We listen, explain your options and the likely steps and costs, and answer your questions. You then decide whether to go further."
      }
    ],
    noConfidential: "Please do not send confidential details until we confirm we can act for you.",
    urgentCall: "For an urgent matter, call",
    sendAnother: "Send another request",
    notifications: "Notifications (F8)",
    dismissNotification: "Dismiss notification",
    notSent: "Your request was not sent.",
    reachNow: "To reach us now, call",
    cannotWait: "For a matter that cannot wait, call us now:",
    inDanger: "If you are in immediate danger, call",
    or: " or ",
    checkAnswers: "Please check these answers:",
    colon: ": "
  },
  /** The form's fields: label, the empty choice of a list, and what a valid answer looks like. */
  fields: {
    firstName: {
      label: "First Name",
      hint: (max) => `enter your first name (up to ${number(max)} characters)`
    },
    lastName: { label: "Last Name", hint: (max) => `enter your last name (up to ${number(max)} characters)` },
    email: { label: "Email", hint: "enter a valid e-mail address, such as name@example.com" },
    phone: {
      label: "Phone Number",
      hint: (min, max) => `enter a phone number of ${min} to ${max} characters: digits, spaces and + ( ) - .`
    },
    legalServiceArea: {
      label: "Legal Service Area",
      emptyChoice: "Select a legal service area",
      hint: "choose the area of law your matter concerns"
    },
    problemDescription: {
      label: "Brief Description",
      placeholder: "Briefly describe your legal matter. Please do not include confidential information.",
      hint: (min, max) => `describe your matter in ${number(min)} to ${number(max)} characters`
    },
    urgencyLevel: { label: "Urgency Level", emptyChoice: "Select urgency", hint: "choose how urgent your matter is" },
    contactMethod: {
      label: "Preferred Contact Method",
      emptyChoice: "Select a contact method",
      hint: "choose how we should contact you"
    },
    bestTime: {
      label: "Best Time to Contact",
      emptyChoice: "No preference",
      hint: "choose a time from the list, or leave it at no preference"
    }
  },
  /** The fixed choices of the form, by value. */
  options: {
    immediate: "Immediate (within 24 hours)",
    urgent: "Urgent (within 1 week)",
    moderate: "Moderate (within 2-4 weeks)",
    low: "Low urgency",
    phone: "Phone",
    email: "Email",
    text: "Text message",
    morning: "Morning (9 AM-12 PM)",
    afternoon: "Afternoon (12 PM-5 PM)",
    evening: "Evening (5 PM-8 PM)",
    anytime: "Anytime"
  },
  /** The notices after a send, in the agreed wording: change them only with the firm. */
  notices: {
    success: { title: "Success!", description: "Your message has been sent. We'll get back to you within 24 hours." },
    error: { title: "Error", description: "Failed to send your message. Please try again or call us directly." },
    rateLimitedTitle: "Request not sent",
    expiredTitle: "Request not sent yet"
  },
  /** What the schema says when an answer is refused: under the fields, and in the server's JSON. */
  validation: {
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "E-mail address",
      phone: "Phone number",
      legalServiceArea: "Legal service area",
      problemDescription: "Description",
      goals: "Goals",
      urgencyLevel: "Urgency level",
      consultedBefore: "Consulted before",
      contactMethod: "Contact method",
      bestTime: "Best time",
      language: "Language"
    },
    notText: (label) => `${label} must be text`,
    notAllowed: (label) => `${label} contains characters that are not allowed`,
    tooLong: (label, max) => `${label} must be at most ${max} characters`,
    enterFirstName: "Enter your first name",
    enterLastName: "Enter your last name",
    enterValidEmail: "Enter a valid e-mail address",
    enterWholeEmail: "Enter the whole e-mail address: the part after @ needs a dot, such as gmail.com",
    enterEmail: "Enter your e-mail address",
    phoneCharacters: "Enter a phone number using digits, spaces and + ( ) - . only",
    phoneDigits: (min) => `Enter a phone number of at least ${min} digits`,
    enterPhone: "Enter your phone number",
    chooseArea: "Choose the area of law your matter concerns",
    describeAtLeast: (min) => `Describe your matter in at least ${min} characters`,
    describeBriefly: "Describe your matter briefly",
    chooseUrgency: "Choose how urgent your matter is",
    chooseContactMethod: "Choose how we should contact you",
    chooseTime: "Choose a time from the list",
    chooseLanguage: "Choose English or French"
  },
  /**
   * Why a request is turned back as a whole: the server's answer, the no-JavaScript errors page
   * and the JavaScript form's notice. Never "try again" where the visitor must wait or call.
   */
  failures: {
    "rate-limited": "Several requests have already been sent from your connection. Please wait ten minutes before sending another, or call us.",
    unavailable: "We could not save your request just now. Please try again in a few minutes, or call us.",
    malformed: "Your request could not be read. Please go back and send the form again, or call us.",
    "too-large": "Your request was too long to send. Please shorten your description, or call us.",
    "unsupported-type": "Your request could not be read. Please go back and send the form again, or call us.",
    "cross-site": "Your request came from another website, so it was not sent. Please use the form on our contact page, or call us.",
    // A person slow to send (a page left open overnight), never a bot: everything typed is kept.
    expired: "This page was open for a long time, so your request was not sent yet. Please press Send again."
  }
};

// messages/fr.ts
var NBSP = "\xA0";
var nombre = (value) => value.toLocaleString("fr-CA");
var de = (name) => /^[aeiouyàâäéèêëîïôöûü]/i.test(name) ? `d\u2019${name}` : `de ${name}`;
var fr = {
  shell: {
    skipLink: "Passer au contenu principal",
    contactTheFirm: "Joindre le cabinet",
    mainNavigation: "Menu principal",
    menu: "Menu",
    close: "Fermer",
    search: "Rechercher",
    call: "Appeler le ",
    consultation: "Consultation gratuite",
    bookOrCall: "R\xE9server une consultation gratuite ou appeler",
    callShort: "Appeler",
    freeConsultation: "Consultation gratuite",
    practiceAreasOf: (label) => `${label}${NBSP}: domaines de pratique`,
    aboutTheFirm: "\xC0 propos du cabinet",
    whatWeDo: "Domaines de pratique",
    contactInfo: "Coordonn\xE9es",
    officeHours: "Heures d\u2019ouverture",
    allRightsReserved: "Tous droits r\xE9serv\xE9s.",
    notices: "Avis",
    noticeLabels: { privacy: "Confidentialit\xE9", legalNotice: "Avis juridique", accessibility: "Accessibilit\xE9" },
    followTheFirm: "Suivre le cabinet",
    opensInNewTab: " (s\u2019ouvre dans un nouvel onglet)",
    language: "Langue",
    lookingFor: "Vous cherchiez peut-\xEAtre",
    ourPracticeAreas: "Nos domaines de pratique",
    elsewhere: "Ailleurs sur le site",
    searchForIt: "Chercher sur le site",
    whileYouWait: "En attendant",
    isItUrgent: "Votre affaire est urgente?",
    callRatherThanWait: `Appelez-nous plut\xF4t que d\u2019attendre notre r\xE9ponse, pendant nos heures d\u2019ouverture${NBSP}:`,
    inDanger: "Si vous ou une autre personne \xEAtes en danger imm\xE9diat, composez le",
    readOurGuides: "Lire nos guides",
    allOf: (name) => `Voir toute la section ${name}`,
    updated: "Mis \xE0 jour le",
    by: "Par",
    draft: "Brouillon : absent du site public",
    guidesOn: (area) => `Guides${NBSP}: ${area}`,
    guidesBy: (person) => `Guides r\xE9dig\xE9s par ${person}`,
    listDescription: (heading, firm) => `${heading}${NBSP}: des articles en langage clair de ${firm}, du plus r\xE9cent au plus ancien.`,
    pageOf: (number2, count) => `, page ${number2} de ${count}`,
    pageMoved: "Page d\xE9plac\xE9e",
    movedToPage: "Cette page a \xE9t\xE9 d\xE9plac\xE9e \xE0 l\u2019adresse",
    movedTo: (target) => `Cette adresse a \xE9t\xE9 remplac\xE9e par ${target}.`,
    notForEmergencies: "Ce formulaire ne convient pas aux urgences.",
    inAnEmergency: "En cas d\u2019urgence, n\u2019attendez pas de r\xE9ponse.",
    ifInDanger: "Si une personne est en danger, composez le",
    forUrgentMatters: "Pour une affaire juridique urgente, appelez le",
    or: " ou le ",
    callUs: "Appelez-nous",
    emailUs: "\xC9crivez-nous",
    visitUs: "Rendez-nous visite",
    licensedBy: (body) => `Titulaire d\u2019un permis du ${body}`,
    // « 500+ » is English shorthand: French says « plus de 500 ».
    clientsServed: (count) => `${count.replace(/^(.+)\+$/, "Plus de $1")} clients accompagn\xE9s`,
    yearsCombinedExperience: "Ann\xE9es d\u2019exp\xE9rience cumul\xE9es",
    clientsServedLabel: "Clients accompagn\xE9s",
    numberWords: ["aucun", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"],
    servicesOf: (area) => `${area}${NBSP}: nos services`,
    // « Responsable » names a woman or a man alike, above one named person.
    yourLawyer: "Responsable de votre dossier",
    callNumber: (number2) => `Appeler le ${number2}`,
    backToServices: "Retour aux domaines de pratique",
    bookConsultation: "R\xE9server une consultation gratuite",
    whoWeActFor: "Pour qui nous agissons",
    howYourMatterGoes: "Le d\xE9roulement de votre dossier",
    howWeCharge: "Nos honoraires",
    questionsClientsAsk: "Les questions de nos clients",
    orCall: "ou appelez le",
    licenceNumber: (number2) => `, permis no ${number2}.`,
    checkLicence: (directory, body) => `V\xE9rifier ce permis dans ${directory} du ${body}`,
    writtenBy: "R\xE9dig\xE9 par",
    practiceAreas: (count) => `${count === 1 ? "Domaine" : "Domaines"} de pratique${NBSP}:`,
    notLegalAdvice: "Cet article fournit des renseignements g\xE9n\xE9raux et non des conseils juridiques : chaque situation est diff\xE9rente.",
    readLegalNotice: "Lire notre avis juridique",
    talkToALawyer: "Parlez de votre situation \xE0 une avocate ou un avocat",
    getConsultation: "Obtenir votre consultation gratuite",
    firstConsultationFree: "Votre premi\xE8re consultation est gratuite et confidentielle.",
    noArticlesYet: "Aucun article n\u2019a encore \xE9t\xE9 publi\xE9.",
    pagesOf: (heading) => `Pages de la liste ${heading}`,
    byPracticeArea: "Par domaine de pratique",
    byAuthor: "Par auteur ou autrice",
    guideIndex: "Guides par domaine de pratique et par auteur",
    inThisGuide: "Dans ce guide",
    latestGuide: "Dernier guide",
    page: "Page ",
    newer: "Plus r\xE9cents",
    older: "Plus anciens",
    articles: "",
    guideCount: (total, subject, kind) => {
      const whose = kind === "author" ? de(subject) : "de ce domaine";
      return total === 1 ? `Le guide ${whose}` : `Les ${total} guides ${whose}`;
    },
    aboutPerson: "Profil",
    aboutPersonNamed: (person) => `\xC0 propos ${de(person)}`,
    educationAndBackground: "Formation et parcours",
    awards: "Distinctions",
    languageNote: { en: "en anglais", fr: "en fran\xE7ais" },
    homeInThisLanguage: "Accueil en fran\xE7ais",
    homePage: ", page d\u2019accueil",
    listWords: { area: "domaines", author: "auteurs" },
    searchTheSite: "Rechercher dans le site",
    searching: "Recherche en cours\u2026",
    searchKinds: {
      "Practice area": "Domaine de pratique",
      Guide: "Guide",
      Profiles: "Profils",
      Page: "Page",
      Notice: "Avis"
    },
    searchPlaceholder: "Un mot ou deux, p. ex. avis d\u2019expulsion",
    searchGuidesOn: "Guides sur",
    searchEveryPage: "Toutes les pages",
    browseInstead: "Parcourir plut\xF4t",
    guidesByPracticeArea: "Guides par domaine de pratique",
    practiceAreasHeading: "Les domaines de pratique",
    searchUnavailable: `La recherche n\u2019est pas disponible pour le moment${NBSP}: les guides et les domaines de pratique sont \xE9num\xE9r\xE9s ci-dessous.`,
    notPractisedHeading: "Les domaines o\xF9 nous n\u2019exer\xE7ons pas",
    notPractised: (area) => `${area}${NBSP}: nous n\u2019exer\xE7ons pas dans ce domaine du droit.`,
    referral: {
      before: "Le ",
      link: "Service de r\xE9f\xE9rence du Barreau",
      after: " peut vous donner le nom d\u2019un avocat ou d\u2019un parajuriste titulaire d\u2019un permis pour une consultation gratuite d\u2019au plus 30 minutes."
    },
    searchCount: (count, term, area, shownMax) => {
      const quoted = `\xAB${NBSP}${term}${NBSP}\xBB`;
      const where = area ? ` dans les guides sur ${area}` : "";
      if (count === 0)
        return `Aucun r\xE9sultat pour ${quoted}${where}. Essayez un autre mot, ou parcourez les liens ci-dessous.`;
      const shown = count > shownMax ? `, les ${shownMax} premiers affich\xE9s` : "";
      return `${count} ${count === 1 ? "r\xE9sultat" : "r\xE9sultats"} pour ${quoted}${where}${shown}.`;
    }
  },
  form: {
    formName: "R\xE9servez votre consultation gratuite",
    required: "Les champs marqu\xE9s d\u2019un",
    withAsterisk: "ast\xE9risque",
    areRequired: "sont obligatoires.",
    consentBefore: "En envoyant ce formulaire, vous acceptez que nous utilisions les renseignements fournis pour r\xE9pondre \xE0 votre demande, comme l\u2019explique notre",
    privacyNotice: "avis de confidentialit\xE9",
    consentAfter: "",
    send: "Envoyer la demande",
    sending: "Envoi en cours\u2026",
    honeypot: "Ne remplissez pas ce champ",
    thankYou: (firstName) => firstName ? `Merci, ${firstName}.` : "Merci.",
    whatHappensNext: "La suite",
    nextSteps: (method) => [
      {
        title: "Nous lisons votre demande.",
        text: "Un membre de notre \xE9quipe examine ce que vous nous avez envoy\xE9 et v\xE9rifie que nous pouvons vous repr\xE9senter\xA0: personne de l\u2019autre c\xF4t\xE9 de votre affaire ne doit d\xE9j\xE0 \xEAtre notre client."
      },
      {
        title: "Nous communiquons avec vous.",
        text: `${method ? `Par ${method}` : "Par le mode de communication choisi"}, pour fixer votre consultation gratuite au moment qui vous convient.`
      },
      {
        title: "Votre consultation gratuite.",
        text: "Nous vous \xE9coutons, vous expliquons vos options, les \xE9tapes et les co\xFBts probables, et r\xE9pondons \xE0 vos questions. Vous d\xE9cidez ensuite si vous souhaitez aller plus loin."
      }
    ],
    noConfidential: "Veuillez ne pas envoyer de renseignements confidentiels avant que nous ayons confirm\xE9 pouvoir vous repr\xE9senter.",
    urgentCall: "Pour une affaire urgente, appelez le",
    sendAnother: "Envoyer une autre demande",
    notifications: "Notifications (F8)",
    dismissNotification: "Fermer la notification",
    notSent: "Votre demande n\u2019a pas \xE9t\xE9 envoy\xE9e.",
    reachNow: "Pour nous joindre maintenant, appelez le",
    cannotWait: "Pour une affaire qui ne peut attendre, appelez-nous maintenant :",
    inDanger: "Si vous \xEAtes en danger imm\xE9diat, composez le",
    or: " ou le ",
    checkAnswers: "Veuillez v\xE9rifier ces r\xE9ponses :",
    colon: "\xA0: "
  },
  fields: {
    firstName: { label: "Pr\xE9nom", hint: (max) => `entrez votre pr\xE9nom (au plus ${nombre(max)} caract\xE8res)` },
    lastName: { label: "Nom", hint: (max) => `entrez votre nom (au plus ${nombre(max)} caract\xE8res)` },
    email: { label: "Courriel", hint: "entrez une adresse courriel valide, comme nom@exemple.com" },
    phone: {
      label: "Num\xE9ro de t\xE9l\xE9phone",
      hint: (min, max) => `entrez un num\xE9ro de ${min} \xE0 ${max} caract\xE8res : chiffres, espaces et + ( ) - .`
    },
    legalServiceArea: {
      label: "Domaine de droit",
      emptyChoice: "Choisissez un domaine de droit",
      hint: "choisissez le domaine de droit qui concerne votre affaire"
    },
    problemDescription: {
      label: "Br\xE8ve description",
      placeholder: "D\xE9crivez bri\xE8vement votre affaire juridique. Veuillez ne pas inclure de renseignements confidentiels.",
      hint: (min, max) => `d\xE9crivez votre affaire en ${nombre(min)} \xE0 ${nombre(max)} caract\xE8res`
    },
    urgencyLevel: {
      label: "Degr\xE9 d\u2019urgence",
      emptyChoice: "Choisissez le degr\xE9 d\u2019urgence",
      hint: "indiquez le degr\xE9 d\u2019urgence de votre affaire"
    },
    contactMethod: {
      label: "Mode de communication pr\xE9f\xE9r\xE9",
      emptyChoice: "Choisissez un moyen de contact",
      hint: "indiquez comment nous devrions communiquer avec vous"
    },
    bestTime: {
      label: "Meilleur moment pour vous joindre",
      emptyChoice: "Aucune pr\xE9f\xE9rence",
      hint: "choisissez un moment dans la liste, ou laissez \xAB Aucune pr\xE9f\xE9rence \xBB"
    }
  },
  options: {
    immediate: "Imm\xE9diat (dans les 24 heures)",
    urgent: "Urgent (dans la semaine)",
    moderate: "Mod\xE9r\xE9 (d\u2019ici 2 \xE0 4 semaines)",
    low: "Peu urgent",
    phone: "T\xE9l\xE9phone",
    email: "Courriel",
    text: "Message texte",
    morning: "Le matin (9 h \xE0 12 h)",
    afternoon: "L\u2019apr\xE8s-midi (12 h \xE0 17 h)",
    evening: "Le soir (17 h \xE0 20 h)",
    anytime: "N\u2019importe quand"
  },
  notices: {
    success: {
      title: "Demande envoy\xE9e",
      description: "Votre message a \xE9t\xE9 envoy\xE9. Nous vous r\xE9pondrons dans un d\xE9lai de 24 heures."
    },
    error: {
      title: "Erreur",
      description: "Votre message n\u2019a pas pu \xEAtre envoy\xE9. Veuillez r\xE9essayer ou nous appeler directement."
    },
    rateLimitedTitle: "Demande non envoy\xE9e",
    expiredTitle: "Demande pas encore envoy\xE9e"
  },
  validation: {
    labels: {
      firstName: "Le pr\xE9nom",
      lastName: "Le nom",
      email: "L\u2019adresse courriel",
      phone: "Le num\xE9ro de t\xE9l\xE9phone",
      legalServiceArea: "Le domaine de droit",
      problemDescription: "La description",
      goals: "Les objectifs",
      urgencyLevel: "Le degr\xE9 d\u2019urgence",
      consultedBefore: "La consultation ant\xE9rieure",
      contactMethod: "Le mode de communication",
      bestTime: "Le meilleur moment",
      language: "La langue"
    },
    notText: (label) => `${label} doit \xEAtre du texte`,
    notAllowed: (label) => `${label} contient des caract\xE8res non permis`,
    tooLong: (label, max) => `${label} doit compter au plus ${max} caract\xE8res`,
    enterFirstName: "Entrez votre pr\xE9nom",
    enterLastName: "Entrez votre nom",
    enterValidEmail: "Entrez une adresse courriel valide",
    enterWholeEmail: "Entrez l\u2019adresse courriel compl\xE8te : la partie apr\xE8s le @ doit contenir un point, comme gmail.com",
    enterEmail: "Entrez votre adresse courriel",
    phoneCharacters: "Entrez un num\xE9ro de t\xE9l\xE9phone compos\xE9 de chiffres, d\u2019espaces et des caract\xE8res + ( ) - . seulement",
    phoneDigits: (min) => `Entrez un num\xE9ro de t\xE9l\xE9phone d\u2019au moins ${min} chiffres`,
    enterPhone: "Entrez votre num\xE9ro de t\xE9l\xE9phone",
    chooseArea: "Choisissez le domaine de droit qui concerne votre affaire",
    describeAtLeast: (min) => `D\xE9crivez votre affaire en au moins ${min} caract\xE8res`,
    describeBriefly: "D\xE9crivez bri\xE8vement votre affaire",
    chooseUrgency: "Indiquez le degr\xE9 d\u2019urgence de votre affaire",
    chooseContactMethod: "Indiquez comment nous devrions communiquer avec vous",
    chooseTime: "Choisissez un moment dans la liste",
    chooseLanguage: "Choisissez l\u2019anglais ou le fran\xE7ais"
  },
  failures: {
    "rate-limited": "Plusieurs demandes ont d\xE9j\xE0 \xE9t\xE9 envoy\xE9es depuis votre connexion. Veuillez attendre dix minutes avant d\u2019en envoyer une autre, ou appelez-nous.",
    unavailable: "Nous n\u2019avons pas pu enregistrer votre demande pour le moment. Veuillez r\xE9essayer dans quelques minutes, ou appelez-nous.",
    malformed: "Votre demande n\u2019a pas pu \xEAtre lue. Veuillez revenir en arri\xE8re et renvoyer le formulaire, ou appelez-nous.",
    "too-large": "Votre demande \xE9tait trop longue pour \xEAtre envoy\xE9e. Veuillez raccourcir votre description, ou appelez-nous.",
    "unsupported-type": "Votre demande n\u2019a pas pu \xEAtre lue. Veuillez revenir en arri\xE8re et renvoyer le formulaire, ou appelez-nous.",
    "cross-site": "Votre demande provenait d\u2019un autre site Web; elle n\u2019a donc pas \xE9t\xE9 envoy\xE9e. Veuillez utiliser le formulaire de notre page Nous joindre, ou appelez-nous.",
    expired: "Cette page \xE9tait ouverte depuis longtemps; votre demande n\u2019a donc pas encore \xE9t\xE9 envoy\xE9e. Veuillez appuyer de nouveau sur Envoyer."
  }
};

// messages/index.ts
var MESSAGES = { en, fr };
function messagesIn(lang) {
  return lang !== void 0 && Object.hasOwn(MESSAGES, lang) ? MESSAGES[lang] : en;
}

// content-pipeline/articles.ts
var INSIGHTS_PAGE_NAME = "insights";
var ARTICLES_PER_PAGE = 10;
function feedPath(insights) {
  return `${insights.frontmatter.slug}/feed.xml`;
}
function feedTitle(content, insights) {
  return `${insights.frontmatter.title}, ${content.facts.shortName}`;
}
var FEED_LENGTH = 20;
var LATEST_RELATED = 3;
var PAGE_WORD = "page";
var RESERVED_ARTICLE_WORDS = [
  PAGE_WORD,
  ...LANGUAGES.flatMap((l) => Object.values(messagesIn(l).shell.listWords))
];
function insightsPage(content) {
  return content.pages.find((page) => page.name === INSIGHTS_PAGE_NAME);
}
function listCollections(content, insights) {
  const base = insights.frontmatter.slug;
  const text = messagesIn(langOf(content)).shell;
  const addressWords = new Map(content.services.map((s) => [s.name, s.frontmatter.slug.split("/").pop() ?? s.name]));
  const all = {
    kind: "all",
    path: base,
    heading: insights.frontmatter.title,
    articles: content.articles
  };
  const subset = (kind, name, subject, heading, belongs) => ({
    kind,
    path: `${base}/${text.listWords[kind]}/${addressWords.get(name) ?? name}`,
    name,
    subject,
    heading,
    articles: content.articles.filter(belongs)
  });
  const byArea = content.services.map(
    (service) => subset(
      "area",
      service.name,
      `on ${service.frontmatter.title}`,
      text.guidesOn(service.frontmatter.title),
      (a) => a.frontmatter.areas.includes(service.name)
    )
  );
  const byAuthor = content.team.map(
    (person) => subset(
      "author",
      person.name,
      `by ${person.frontmatter.name}`,
      text.guidesBy(person.frontmatter.name),
      (a) => a.frontmatter.author === person.name
    )
  );
  return [all, ...[...byArea, ...byAuthor].filter((collection) => collection.articles.length > 0)];
}
function paginate(collection) {
  const pageCount = Math.max(1, Math.ceil(collection.articles.length / ARTICLES_PER_PAGE));
  const pagePaths = Array.from({ length: pageCount }, (_, index) => listingPath(collection.path, index + 1));
  return pagePaths.map((pagePath, index) => ({
    path: pagePath,
    collection,
    number: index + 1,
    pageCount,
    articles: collection.articles.slice(index * ARTICLES_PER_PAGE, (index + 1) * ARTICLES_PER_PAGE),
    pagePaths
  }));
}
function listingPath(collectionPath, number2) {
  return number2 === 1 ? collectionPath : `${collectionPath}/${PAGE_WORD}/${number2}`;
}

// content-pipeline/redirects.ts
function listRedirects(content) {
  return [...content.pages, ...content.services, ...content.articles].filter((entry) => langOf(entry) === langOf(content)).flatMap((entry) => entry.frontmatter.aliases.map((alias) => ({ from: alias, to: entry.frontmatter.slug })));
}
function renderRedirectsFile(redirects) {
  return redirects.map((r) => `${r.from} ${r.to} 301`).join("\n") + "\n";
}

// content-pipeline/routes.ts
var CONTACT_PAGE_NAME = "contact";
var NOT_FOUND_PAGE_NAME = "not-found";
var THANK_YOU_PAGE_NAME = "thank-you";
var CONTACT_ERRORS_PAGE_NAME = "contact-errors";
var SEARCH_PAGE_NAME = "search";
function hasOwnVikePage(entry) {
  return entry.kind === "page" && (entry.name === CONTACT_PAGE_NAME || entry.name === SEARCH_PAGE_NAME);
}
function isNotFoundPage(entry) {
  return entry.kind === "page" && entry.name === NOT_FOUND_PAGE_NAME;
}
function isSearchable(entry) {
  if (entry.kind === "page" && (entry.name === SEARCH_PAGE_NAME || isNotFoundPage(entry))) return false;
  return entry.kind === "article" || !entry.frontmatter.noindex;
}
function searchPath(content) {
  var _a;
  return (_a = content.pages.find((page) => page.name === SEARCH_PAGE_NAME)) == null ? void 0 : _a.frontmatter.slug;
}
var TEAM_PAGE_NAME = "who-we-are";
function profileAnchor(personName) {
  return `team-${personName}`;
}
function profilePath(content, personName) {
  const teamPage = pageOrOriginal(content, TEAM_PAGE_NAME);
  return `${(teamPage == null ? void 0 : teamPage.frontmatter.slug) ?? "/"}#${profileAnchor(personName)}`;
}
function indexLanguage(content) {
  const insights = insightsPage(content);
  const lang = langOf(content);
  const routable = [
    ...content.pages.filter(
      (page) => (page.name !== NOT_FOUND_PAGE_NAME || lang !== DEFAULT_LANG) && page !== insights
    ),
    // A translation lists every practice area; those it has not translated are the default language's pages.
    ...content.services.filter((service) => langOf(service) === lang),
    ...content.articles
  ];
  const listings = insights ? listCollections(content, insights).flatMap(paginate) : [];
  return { content, routable, redirects: listRedirects(content), listings, feedPath: insights && feedPath(insights) };
}
function versionKey(page) {
  if ("kind" in page) return `${page.kind}/${page.name}`;
  const { collection, number: number2 } = page;
  return `list/${collection.kind}/${collection.name ?? ""}/${number2}`;
}
var indexSite = oncePerObject(function buildIndex(content) {
  const languages = everyLanguage(content).map(indexLanguage);
  const routable = languages.flatMap((language) => language.routable);
  const redirects = languages.flatMap((language) => language.redirects);
  const listings = languages.flatMap((language) => language.listings);
  const bySlug = new Map(routable.map((entry) => [entry.frontmatter.slug, entry]));
  const byListingPath = new Map(listings.map((listing) => [listing.path, listing]));
  const byAlias = new Map(redirects.map((redirect) => [redirect.from, redirect]));
  const byName = new Map(content.pages.map((page) => [page.name, page]));
  const byLang = new Map(languages.map((language) => [langOf(language.content), language.content]));
  const versions = /* @__PURE__ */ new Map();
  for (const page of [...routable, ...listings]) {
    const path = "kind" in page ? page.frontmatter.slug : page.path;
    const key = versionKey(page);
    versions.set(key, [...versions.get(key) ?? [], { lang: languageOfPath(path), path }]);
  }
  return {
    content,
    routable,
    redirects,
    listings,
    feedPaths: languages.flatMap((language) => language.feedPath ? [language.feedPath] : []),
    entryAt: (urlPath) => bySlug.get(normalisePath(urlPath)),
    listingAt: (urlPath) => byListingPath.get(normalisePath(urlPath)),
    redirectAt: (urlPath) => byAlias.get(normalisePath(urlPath)),
    /** A page the code needs by file name, e.g. `contact`; missing is a content error. */
    page(name) {
      const page = byName.get(name);
      if (!page) throw new Error(`content/pages/${name}.mdx is missing: the site needs it`);
      return page;
    },
    contentIn: (lang) => byLang.get(lang) ?? content,
    pageIn: (lang, name) => {
      var _a;
      return (_a = byLang.get(lang)) == null ? void 0 : _a.pages.find((page) => page.name === name);
    },
    /** The same page in every language that has it, the default language first (the language switch, `hreflang`). */
    versionsOf(urlPath) {
      const path = normalisePath(urlPath);
      const page = bySlug.get(path) ?? byListingPath.get(path);
      return page ? versions.get(versionKey(page)) ?? [] : [];
    }
  };
});
function listPagePaths(site) {
  return [...site.routable.map((entry) => entry.frontmatter.slug), ...site.listings.map((listing) => listing.path)];
}
function listIndexablePages(site) {
  const entries = site.routable.flatMap((entry) => {
    if (entry.kind === "article") {
      const { slug, date, updated } = entry.frontmatter;
      return [{ path: slug, lastModified: updated ?? date }];
    }
    return entry.frontmatter.noindex || isNotFoundPage(entry) ? [] : [{ path: entry.frontmatter.slug }];
  });
  const lists = site.listings.filter((listing) => !listsHidden(site, listing)).map((listing) => ({
    path: listing.path,
    lastModified: listing.articles.map((article) => article.frontmatter.updated ?? article.frontmatter.date).sort().at(-1)
  }));
  return [...entries, ...lists];
}
function listsHidden(site, listing) {
  var _a;
  return ((_a = insightsPage(site.contentIn(languageOfPath(listing.path)))) == null ? void 0 : _a.frontmatter.noindex) ?? false;
}
function absoluteUrl(content, urlPath) {
  const base = (process.env.SITE_URL ?? content.facts.siteUrl).replace(/\/+$/, "");
  return `${base}${urlPath === "/" ? "/" : urlPath}`;
}

// page-data/prerenderSite.ts
import { getGlobalContext } from "vike/server";
async function prerenderSite() {
  const globalContext = await getGlobalContext();
  return globalContext.site;
}
function routeToPageNamed(name) {
  return (pageContext) => {
    const entry = pageContext.globalContext.site.entryAt(pageContext.urlPathname);
    return (entry == null ? void 0 : entry.kind) === "page" && entry.name === name;
  };
}
async function pathsOfPageNamed(name) {
  const site = await prerenderSite();
  return site.routable.flatMap(
    (entry) => entry.kind === "page" && entry.name === name ? [entry.frontmatter.slug] : []
  );
}

// pages/search/+route.ts
var route_default = routeToPageNamed(SEARCH_PAGE_NAME);
export {
  route_default as default
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vbGliL3VybFBhdGgudHMiLCAiLi4vLi4vbGliL29uY2VQZXJPYmplY3QudHMiLCAiLi4vLi4vbGliL2xhbmd1YWdlcy50cyIsICIuLi8uLi9jb250ZW50LXBpcGVsaW5lL2NvbnRlbnRUeXBlcy50cyIsICIuLi8uLi9tZXNzYWdlcy9lbi50cyIsICIuLi8uLi9tZXNzYWdlcy9mci50cyIsICIuLi8uLi9tZXNzYWdlcy9pbmRleC50cyIsICIuLi8uLi9jb250ZW50LXBpcGVsaW5lL2FydGljbGVzLnRzIiwgIi4uLy4uL2NvbnRlbnQtcGlwZWxpbmUvcmVkaXJlY3RzLnRzIiwgIi4uLy4uL2NvbnRlbnQtcGlwZWxpbmUvcm91dGVzLnRzIiwgIi4uLy4uL3BhZ2UtZGF0YS9wcmVyZW5kZXJTaXRlLnRzIiwgIityb3V0ZS50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBUaGUgb25lIGNhbm9uaWNhbCBmb3JtIG9mIGEgcGF0aDogYC9hL2AsIGAvYS8vYCBhbmQgYC9hL2luZGV4Lmh0bWxgIG1lYW4gYC9hYC4gQSBsb29wLCBub3QgYVxuICogcmVndWxhciBleHByZXNzaW9uOiBhIHBhdGggb2YgdGhvdXNhbmRzIG9mIHNsYXNoZXMgY29zdHMgbGluZWFyIHRpbWUuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBub3JtYWxpc2VQYXRoKHVybFBhdGg6IHN0cmluZyk6IHN0cmluZyB7XG4gIGNvbnN0IHdpdGhvdXRJbmRleCA9IHVybFBhdGguZW5kc1dpdGgoJy9pbmRleC5odG1sJykgPyB1cmxQYXRoLnNsaWNlKDAsIC0naW5kZXguaHRtbCcubGVuZ3RoKSA6IHVybFBhdGg7XG4gIGxldCBlbmQgPSB3aXRob3V0SW5kZXgubGVuZ3RoO1xuICB3aGlsZSAoZW5kID4gMSAmJiB3aXRob3V0SW5kZXguY2hhckNvZGVBdChlbmQgLSAxKSA9PT0gU0xBU0gpIGVuZCAtPSAxO1xuICByZXR1cm4gd2l0aG91dEluZGV4LnNsaWNlKDAsIGVuZCk7XG59XG5cbmNvbnN0IFNMQVNIID0gMHgyZjtcbiIsICIvKiogYGNvbXB1dGUoa2V5KWAsIG9uY2UgcGVyIGtleSBvYmplY3Q6IHRoZSBjb250ZW50IGlzIHJlcGxhY2VkLCBuZXZlciBlZGl0ZWQsIHNvIGRlcml2ZWQgdmFsdWVzIGxhc3Qgd2l0aCBpdC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBvbmNlUGVyT2JqZWN0PEtleSBleHRlbmRzIG9iamVjdCwgVmFsdWU+KGNvbXB1dGU6IChrZXk6IEtleSkgPT4gVmFsdWUpOiAoa2V5OiBLZXkpID0+IFZhbHVlIHtcbiAgY29uc3QgY2FjaGUgPSBuZXcgV2Vha01hcDxLZXksIFZhbHVlPigpO1xuICByZXR1cm4gKGtleSkgPT4ge1xuICAgIGlmIChjYWNoZS5oYXMoa2V5KSkgcmV0dXJuIGNhY2hlLmdldChrZXkpIGFzIFZhbHVlO1xuICAgIGNvbnN0IHZhbHVlID0gY29tcHV0ZShrZXkpO1xuICAgIGNhY2hlLnNldChrZXksIHZhbHVlKTtcbiAgICByZXR1cm4gdmFsdWU7XG4gIH07XG59XG4iLCAiLyoqIFRoZSBzaXRlJ3MgbGFuZ3VhZ2VzOiBFbmdsaXNoIGF0IHRoZSByb290LCBGcmVuY2ggdW5kZXIgYC9mci9gIGZyb20gYGNvbnRlbnQvZnIvYCAoZG9jcy9kZWNpc2lvbnMvMDAyNCkuICovXG5leHBvcnQgY29uc3QgTEFOR1VBR0VTID0gWydlbicsICdmciddIGFzIGNvbnN0O1xuZXhwb3J0IHR5cGUgTGFuZyA9ICh0eXBlb2YgTEFOR1VBR0VTKVtudW1iZXJdO1xuXG4vKiogVGhlIHNpdGUncyBmaXJzdCBsYW5ndWFnZTogZXZlcnkgcGFnZSBoYXMgaXQ7IHRoZSBvdGhlcnMgdHJhbnNsYXRlIGl0IHBhZ2UgYnkgcGFnZS4gKi9cbmV4cG9ydCBjb25zdCBERUZBVUxUX0xBTkc6IExhbmcgPSAnZW4nO1xuXG4vKiogVGhlIGxhbmd1YWdlIHRhZ3Mgb2YgYDxodG1sIGxhbmc+YCwgYGhyZWZsYW5nYCBhbmQgT3BlbiBHcmFwaCdzIGxvY2FsZTogQ2FuYWRpYW4gRW5nbGlzaCBhbmQgRnJlbmNoLiAqL1xuZXhwb3J0IGNvbnN0IExBTkdVQUdFX1RBR1M6IFJlY29yZDxMYW5nLCB7IGh0bWw6IHN0cmluZzsgbG9jYWxlOiBzdHJpbmcgfT4gPSB7XG4gIGVuOiB7IGh0bWw6ICdlbi1DQScsIGxvY2FsZTogJ2VuX0NBJyB9LFxuICBmcjogeyBodG1sOiAnZnItQ0EnLCBsb2NhbGU6ICdmcl9DQScgfSxcbn07XG5cbi8qKiBUaGUgbGFuZ3VhZ2VzIHRoYXQgdHJhbnNsYXRlIHRoZSBkZWZhdWx0IG9uZSwgZWFjaCBmcm9tIGl0cyBvd24gZm9sZGVyIChgY29udGVudC9mci9gKS4gKi9cbmV4cG9ydCBjb25zdCBUUkFOU0xBVEVEX0xBTkdVQUdFUzogcmVhZG9ubHkgTGFuZ1tdID0gTEFOR1VBR0VTLmZpbHRlcigobGFuZykgPT4gbGFuZyAhPT0gREVGQVVMVF9MQU5HKTtcblxuLyoqIFRoZSBzaXRlJ3MgbGFuZ3VhZ2Ugb2YgYSBsYW5ndWFnZSB0YWcgKGA8aHRtbCBsYW5nPVwiZnItQ0FcIj5gKTsgdGhlIGRlZmF1bHQgZm9yIGFueSBvdGhlci4gKi9cbmV4cG9ydCBmdW5jdGlvbiBsYW5ndWFnZU9mVGFnKHRhZzogc3RyaW5nKTogTGFuZyB7XG4gIHJldHVybiBMQU5HVUFHRVMuZmluZCgobGFuZykgPT4gdGFnID09PSBsYW5nIHx8IHRhZy5zdGFydHNXaXRoKGAke2xhbmd9LWApKSA/PyBERUZBVUxUX0xBTkc7XG59XG5cbmV4cG9ydCBjb25zdCBMQU5HVUFHRV9OQU1FUzogUmVjb3JkPExhbmcsIHN0cmluZz4gPSB7IGVuOiAnRW5nbGlzaCcsIGZyOiAnRnJhblx1MDBFN2FpcycgfTtcblxuLyoqIFRoZSBhZGRyZXNzIGV2ZXJ5IHBhZ2Ugb2YgYSB0cmFuc2xhdGVkIGxhbmd1YWdlIGxpdmVzIHVuZGVyOiBgL2ZyYC4gVGhlIGRlZmF1bHQgbGFuZ3VhZ2UgaGFzIG5vbmUuICovXG5leHBvcnQgZnVuY3Rpb24gbGFuZ3VhZ2VSb290KGxhbmc6IExhbmcpOiBzdHJpbmcge1xuICByZXR1cm4gbGFuZyA9PT0gREVGQVVMVF9MQU5HID8gJy8nIDogYC8ke2xhbmd9YDtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGlzTGFuZ3VhZ2VSb290KHVybFBhdGg6IHN0cmluZyk6IGJvb2xlYW4ge1xuICByZXR1cm4gTEFOR1VBR0VTLnNvbWUoKGxhbmcpID0+IGxhbmd1YWdlUm9vdChsYW5nKSA9PT0gdXJsUGF0aCk7XG59XG5cbi8qKiBUcnVlIHdoZW4gYHVybFBhdGhgIGlzIGluc2lkZSB0aGUgYWRkcmVzcyBzcGFjZSBvZiBgbGFuZ2AgKGAvZnJgIGFuZCBgL2ZyL1x1MjAyNmAgZm9yIEZyZW5jaCkuICovXG5leHBvcnQgZnVuY3Rpb24gaXNVbmRlckxhbmd1YWdlUm9vdCh1cmxQYXRoOiBzdHJpbmcsIGxhbmc6IExhbmcpOiBib29sZWFuIHtcbiAgaWYgKGxhbmcgPT09IERFRkFVTFRfTEFORylcbiAgICByZXR1cm4gIUxBTkdVQUdFUy5zb21lKChvdGhlcikgPT4gb3RoZXIgIT09IERFRkFVTFRfTEFORyAmJiBpc1VuZGVyTGFuZ3VhZ2VSb290KHVybFBhdGgsIG90aGVyKSk7XG4gIGNvbnN0IHJvb3QgPSBsYW5ndWFnZVJvb3QobGFuZyk7XG4gIHJldHVybiB1cmxQYXRoID09PSByb290IHx8IHVybFBhdGguc3RhcnRzV2l0aChgJHtyb290fS9gKTtcbn1cblxuLyoqIFRoZSBsYW5ndWFnZSBvZiBhbiBhZGRyZXNzLCBmcm9tIGl0cyBmaXJzdCBzZWdtZW50OiBgL2ZyL2NvbnRhY3RgIGlzIEZyZW5jaCwgYC9jb250YWN0YCBFbmdsaXNoLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGxhbmd1YWdlT2ZQYXRoKHVybFBhdGg6IHN0cmluZyk6IExhbmcge1xuICByZXR1cm4gTEFOR1VBR0VTLmZpbmQoKGxhbmcpID0+IGxhbmcgIT09IERFRkFVTFRfTEFORyAmJiBpc1VuZGVyTGFuZ3VhZ2VSb290KHVybFBhdGgsIGxhbmcpKSA/PyBERUZBVUxUX0xBTkc7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBpc0xhbmcodmFsdWU6IHVua25vd24pOiB2YWx1ZSBpcyBMYW5nIHtcbiAgcmV0dXJuIHR5cGVvZiB2YWx1ZSA9PT0gJ3N0cmluZycgJiYgKExBTkdVQUdFUyBhcyByZWFkb25seSBzdHJpbmdbXSkuaW5jbHVkZXModmFsdWUpO1xufVxuIiwgIi8qKiBUaGUgc2hhcGVzIG9mIGxvYWRlZCBjb250ZW50LCBhcGFydCBmcm9tIHRoZSBsb2FkZXIgc28gdGhlIGNoZWNrZXJzIGFuZCB0aGUgbG9hZGVyIGRvIG5vdCBpbXBvcnQgZWFjaCBvdGhlci4gKi9cbmltcG9ydCB7IERFRkFVTFRfTEFORywgdHlwZSBMYW5nIH0gZnJvbSAnLi4vbGliL2xhbmd1YWdlcyc7XG5pbXBvcnQgdHlwZSB7IFBhcnNlZFlhbWwgfSBmcm9tICcuL2Zyb250bWF0dGVyJztcbmltcG9ydCB0eXBlIHsgUGljdHVyZVNvdXJjZSB9IGZyb20gJy4vcGljdHVyZXMnO1xuaW1wb3J0IHR5cGUgeyBBcnRpY2xlRnJvbnRtYXR0ZXIsIFBhZ2VGcm9udG1hdHRlciwgU2VydmljZUZyb250bWF0dGVyLCBTaXRlRmFjdHMsIFRlYW1Gcm9udG1hdHRlciB9IGZyb20gJy4vc2NoZW1hJztcblxuZXhwb3J0IGludGVyZmFjZSBDb250ZW50RmlsZTxGcm9udG1hdHRlcj4ge1xuICBmaWxlOiBzdHJpbmc7XG4gIG5hbWU6IHN0cmluZztcbiAgZnJvbnRtYXR0ZXI6IEZyb250bWF0dGVyO1xuICBsYW5nPzogTGFuZztcbn1cblxuZXhwb3J0IHR5cGUgUGFnZUVudHJ5ID0gQ29udGVudEZpbGU8UGFnZUZyb250bWF0dGVyPiAmIHsga2luZDogJ3BhZ2UnIH07XG5leHBvcnQgdHlwZSBTZXJ2aWNlRW50cnkgPSBDb250ZW50RmlsZTxTZXJ2aWNlRnJvbnRtYXR0ZXI+ICYgeyBraW5kOiAnc2VydmljZScgfTtcbmV4cG9ydCB0eXBlIFRlYW1FbnRyeSA9IENvbnRlbnRGaWxlPFRlYW1Gcm9udG1hdHRlcj4gJiB7IGtpbmQ6ICd0ZWFtJyB9O1xuZXhwb3J0IHR5cGUgQXJ0aWNsZUVudHJ5ID0gQ29udGVudEZpbGU8QXJ0aWNsZUZyb250bWF0dGVyPiAmIHsga2luZDogJ2FydGljbGUnIH07XG5leHBvcnQgdHlwZSBSb3V0YWJsZUVudHJ5ID0gUGFnZUVudHJ5IHwgU2VydmljZUVudHJ5IHwgQXJ0aWNsZUVudHJ5O1xuXG5leHBvcnQgaW50ZXJmYWNlIFNpdGVDb250ZW50IHtcbiAgZmFjdHM6IFNpdGVGYWN0cztcbiAgcGFnZXM6IFBhZ2VFbnRyeVtdO1xuICBzZXJ2aWNlczogU2VydmljZUVudHJ5W107XG4gIHRlYW06IFRlYW1FbnRyeVtdO1xuICAvKiogTmV3ZXN0IGZpcnN0OyBkcmFmdHMgb25seSB3aGVuIGxvYWRlZCB3aXRoIGBkcmFmdHM6ICdpbmNsdWRlJ2AuICovXG4gIGFydGljbGVzOiBBcnRpY2xlRW50cnlbXTtcbiAgLyoqIEZpbGxlZCBieSB0aGUgY2hlY2tlciwgZW1wdHkgZnJvbSBsb2FkQ29udGVudCBhbG9uZS4gKi9cbiAgYm9kaWVzOiBSZWFkb25seU1hcDxzdHJpbmcsIHN0cmluZz47XG4gIHBpY3R1cmVzOiBSZWFkb25seU1hcDxzdHJpbmcsIFBpY3R1cmVTb3VyY2U+O1xuICBsYW5nPzogTGFuZztcbiAgdHJhbnNsYXRpb25zPzogUGFydGlhbDxSZWNvcmQ8TGFuZywgU2l0ZUNvbnRlbnQ+PjtcbiAgb3JpZ2luYWw/OiBTaXRlQ29udGVudDtcbn1cblxuLyoqIFRoaXMgbGFuZ3VhZ2UncyBwYWdlIGJ5IGZpbGUgbmFtZSwgZWxzZSB0aGUgZGVmYXVsdCBsYW5ndWFnZSdzOiBhIGxpbmsgdG8gYSBwYWdlIG5vdCB5ZXQgdHJhbnNsYXRlZCBsZWFkcyB0byB0aGUgRW5nbGlzaCBvbmUuICovXG5leHBvcnQgZnVuY3Rpb24gcGFnZU9yT3JpZ2luYWwoY29udGVudDogU2l0ZUNvbnRlbnQsIG5hbWU6IHN0cmluZyk6IFBhZ2VFbnRyeSB8IHVuZGVmaW5lZCB7XG4gIHJldHVybiBjb250ZW50LnBhZ2VzLmZpbmQoKHBhZ2UpID0+IHBhZ2UubmFtZSA9PT0gbmFtZSkgPz8gY29udGVudC5vcmlnaW5hbD8ucGFnZXMuZmluZCgocGFnZSkgPT4gcGFnZS5uYW1lID09PSBuYW1lKTtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGxhbmdPZihpdGVtOiB7IGxhbmc/OiBMYW5nIH0pOiBMYW5nIHtcbiAgcmV0dXJuIGl0ZW0ubGFuZyA/PyBERUZBVUxUX0xBTkc7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBldmVyeUxhbmd1YWdlKGNvbnRlbnQ6IFNpdGVDb250ZW50KTogU2l0ZUNvbnRlbnRbXSB7XG4gIHJldHVybiBbY29udGVudCwgLi4uT2JqZWN0LnZhbHVlcyhjb250ZW50LnRyYW5zbGF0aW9ucyA/PyB7fSldO1xufVxuXG5leHBvcnQgaW50ZXJmYWNlIFNvdXJjZUZpbGUge1xuICBmaWxlOiBzdHJpbmc7XG4gIGZ1bGxQYXRoOiBzdHJpbmc7XG4gIHRleHQ6IHN0cmluZztcbiAgcGFyc2VkOiBQYXJzZWRZYW1sO1xufVxuIiwgIi8qKlxuICogRXZlcnkgd29yZCB0aGUgc2l0ZSdzIGNvZGUgc2hvd3MgYSB2aXNpdG9yLCBpbiBFbmdsaXNoOyBgZnIudHNgIGhhcyB0aGUgc2FtZSBrZXlzIChUeXBlU2NyaXB0XG4gKiByZWZ1c2VzIGEgbWlzc2luZyBvbmUpLiBJbXBvcnRzIG5vdGhpbmc6IGV2ZXJ5IGxheWVyIG1heSByZWFkIGl0LlxuICovXG5jb25zdCBudW1iZXIgPSAodmFsdWU6IG51bWJlcikgPT4gdmFsdWUudG9Mb2NhbGVTdHJpbmcoJ2VuLUNBJyk7XG5cbmV4cG9ydCBjb25zdCBlbiA9IHtcbiAgLyoqIFRoZSBzaXRlJ3MgZnJhbWU6IGhlYWRlciwgdG9wIHN0cmlwLCBmb290ZXIsIG1lbnVzLCBub3QtZm91bmQgYW5kIHRoYW5rLXlvdSBhZGRpdGlvbnMsIGxpc3RzLiAqL1xuICBzaGVsbDoge1xuICAgIHNraXBMaW5rOiAnU2tpcCB0byBtYWluIGNvbnRlbnQnLFxuICAgIGNvbnRhY3RUaGVGaXJtOiAnQ29udGFjdCB0aGUgZmlybScsXG4gICAgbWFpbk5hdmlnYXRpb246ICdNYWluJyxcbiAgICBtZW51OiAnTWVudScsXG4gICAgY2xvc2U6ICdDbG9zZScsXG4gICAgc2VhcmNoOiAnU2VhcmNoJyxcbiAgICBjYWxsOiAnQ2FsbCAnLFxuICAgIGNvbnN1bHRhdGlvbjogJ0dldCBGcmVlIENvbnN1bHRhdGlvbicsXG4gICAgYm9va09yQ2FsbDogJ0Jvb2sgYSBmcmVlIGNvbnN1bHRhdGlvbiBvciBjYWxsJyxcbiAgICBjYWxsU2hvcnQ6ICdDYWxsJyxcbiAgICBmcmVlQ29uc3VsdGF0aW9uOiAnRnJlZSBjb25zdWx0YXRpb24nLFxuICAgIHByYWN0aWNlQXJlYXNPZjogKGxhYmVsOiBzdHJpbmcpID0+IGAke2xhYmVsfTogcHJhY3RpY2UgYXJlYXNgLFxuICAgIGFib3V0VGhlRmlybTogJ0Fib3V0IHRoZSBmaXJtJyxcbiAgICB3aGF0V2VEbzogJ1doYXQgV2UgRG8nLFxuICAgIGNvbnRhY3RJbmZvOiAnQ29udGFjdCBJbmZvJyxcbiAgICBvZmZpY2VIb3VyczogJ09mZmljZSBIb3VycycsXG4gICAgYWxsUmlnaHRzUmVzZXJ2ZWQ6ICdBbGwgcmlnaHRzIHJlc2VydmVkLicsXG4gICAgbm90aWNlczogJ05vdGljZXMnLFxuICAgIG5vdGljZUxhYmVsczogeyBwcml2YWN5OiAnUHJpdmFjeScsIGxlZ2FsTm90aWNlOiAnTGVnYWwgTm90aWNlJywgYWNjZXNzaWJpbGl0eTogJ0FjY2Vzc2liaWxpdHknIH0sXG4gICAgZm9sbG93VGhlRmlybTogJ0ZvbGxvdyB0aGUgZmlybScsXG4gICAgb3BlbnNJbk5ld1RhYjogJyAob3BlbnMgaW4gYSBuZXcgdGFiKScsXG4gICAgbGFuZ3VhZ2U6ICdMYW5ndWFnZScsXG4gICAgbG9va2luZ0ZvcjogJ1BlcmhhcHMgeW91IHdlcmUgbG9va2luZyBmb3InLFxuICAgIG91clByYWN0aWNlQXJlYXM6ICdPdXIgcHJhY3RpY2UgYXJlYXMnLFxuICAgIGVsc2V3aGVyZTogJ0Vsc2V3aGVyZSBvbiB0aGUgc2l0ZScsXG4gICAgc2VhcmNoRm9ySXQ6ICdTZWFyY2ggdGhlIHNpdGUgZm9yIGl0JyxcbiAgICB3aGlsZVlvdVdhaXQ6ICdXaGlsZSB5b3Ugd2FpdCcsXG4gICAgaXNJdFVyZ2VudDogJ0lzIHlvdXIgbWF0dGVyIHVyZ2VudD8nLFxuICAgIGNhbGxSYXRoZXJUaGFuV2FpdDogJ0NhbGwgdXMgcmF0aGVyIHRoYW4gd2FpdCBmb3Igb3VyIHJlcGx5LCBkdXJpbmcgb3VyIG9mZmljZSBob3VyczonLFxuICAgIGluRGFuZ2VyOiAnSWYgeW91IG9yIHNvbWVvbmUgZWxzZSBpcyBpbiBpbW1lZGlhdGUgZGFuZ2VyLCBjYWxsJyxcbiAgICByZWFkT3VyR3VpZGVzOiAnUmVhZCBvdXIgZ3VpZGVzJyxcbiAgICBhbGxPZjogKG5hbWU6IHN0cmluZykgPT4gYEFsbCAke25hbWUudG9Mb3dlckNhc2UoKX1gLFxuICAgIHVwZGF0ZWQ6ICdVcGRhdGVkJyxcbiAgICBieTogJ0J5JyxcbiAgICBkcmFmdDogJ0RyYWZ0OiBub3Qgb24gdGhlIHB1YmxpYyBzaXRlJyxcbiAgICBndWlkZXNPbjogKGFyZWE6IHN0cmluZykgPT4gYEd1aWRlcyBvbiAke2FyZWF9YCxcbiAgICBndWlkZXNCeTogKHBlcnNvbjogc3RyaW5nKSA9PiBgR3VpZGVzIGJ5ICR7cGVyc29ufWAsXG4gICAgbGlzdERlc2NyaXB0aW9uOiAoaGVhZGluZzogc3RyaW5nLCBmaXJtOiBzdHJpbmcpID0+XG4gICAgICBgJHtoZWFkaW5nfTogcGxhaW4tbGFuZ3VhZ2UgYXJ0aWNsZXMgZnJvbSAke2Zpcm19LCBuZXdlc3QgZmlyc3QuYCxcbiAgICBwYWdlT2Y6IChudW1iZXI6IG51bWJlciwgY291bnQ6IG51bWJlcikgPT4gYCwgcGFnZSAke251bWJlcn0gb2YgJHtjb3VudH1gLFxuICAgIHBhZ2VNb3ZlZDogJ1BhZ2UgbW92ZWQnLFxuICAgIG1vdmVkVG9QYWdlOiAnVGhpcyBwYWdlIGhhcyBtb3ZlZCB0bycsXG4gICAgbW92ZWRUbzogKHRhcmdldDogc3RyaW5nKSA9PiBgVGhpcyBhZGRyZXNzIGhhcyBtb3ZlZCB0byAke3RhcmdldH0uYCxcbiAgICBub3RGb3JFbWVyZ2VuY2llczogJ1RoaXMgZm9ybSBpcyBub3QgZm9yIGVtZXJnZW5jaWVzLicsXG4gICAgaW5BbkVtZXJnZW5jeTogJ0luIGFuIGVtZXJnZW5jeSwgZG8gbm90IHdhaXQgZm9yIGEgcmVwbHkuJyxcbiAgICBpZkluRGFuZ2VyOiAnSWYgYW55b25lIGlzIGluIGRhbmdlciwgY2FsbCcsXG4gICAgZm9yVXJnZW50TWF0dGVyczogJ0ZvciBhbiB1cmdlbnQgbGVnYWwgbWF0dGVyLCBjYWxsJyxcbiAgICBvcjogJyBvciAnLFxuICAgIGNhbGxVczogJ0NhbGwgVXMnLFxuICAgIGVtYWlsVXM6ICdFbWFpbCBVcycsXG4gICAgdmlzaXRVczogJ1Zpc2l0IFVzJyxcbiAgICBsaWNlbnNlZEJ5OiAoYm9keTogc3RyaW5nKSA9PiBgTGljZW5zZWQgYnkgdGhlICR7Ym9keX1gLFxuICAgIGNsaWVudHNTZXJ2ZWQ6IChjb3VudDogc3RyaW5nKSA9PiBgJHtjb3VudH0gY2xpZW50cyBzZXJ2ZWRgLFxuICAgIHllYXJzQ29tYmluZWRFeHBlcmllbmNlOiAnWWVhcnMgQ29tYmluZWQgRXhwZXJpZW5jZScsXG4gICAgY2xpZW50c1NlcnZlZExhYmVsOiAnQ2xpZW50cyBTZXJ2ZWQnLFxuICAgIC8qKiBBIGNvdW50IGFzIGEgc2VudGVuY2Ugc2F5cyBpdCwgZnJvbSBub25lIHRvIHRlbiAodGhlIENvdW50IGNvbXBvbmVudCkuICovXG4gICAgbnVtYmVyV29yZHM6IFsnbm8nLCAnb25lJywgJ3R3bycsICd0aHJlZScsICdmb3VyJywgJ2ZpdmUnLCAnc2l4JywgJ3NldmVuJywgJ2VpZ2h0JywgJ25pbmUnLCAndGVuJ10sXG4gICAgc2VydmljZXNPZjogKGFyZWE6IHN0cmluZykgPT4gYCR7YXJlYX06IG91ciBzZXJ2aWNlc2AsXG4gICAgeW91ckxhd3llcjogJ1lvdXIgbGF3eWVyJyxcbiAgICBjYWxsTnVtYmVyOiAobnVtYmVyOiBzdHJpbmcpID0+IGBDYWxsICR7bnVtYmVyfWAsXG4gICAgYmFja1RvU2VydmljZXM6ICdCYWNrIHRvIFdoYXQgV2UgRG8nLFxuICAgIGJvb2tDb25zdWx0YXRpb246ICdCb29rIGEgRnJlZSBDb25zdWx0YXRpb24nLFxuICAgIHdob1dlQWN0Rm9yOiAnV2hvIFdlIEFjdCBGb3InLFxuICAgIGhvd1lvdXJNYXR0ZXJHb2VzOiAnSG93IFlvdXIgTWF0dGVyIEdvZXMnLFxuICAgIGhvd1dlQ2hhcmdlOiAnSG93IFdlIENoYXJnZScsXG4gICAgcXVlc3Rpb25zQ2xpZW50c0FzazogJ1F1ZXN0aW9ucyBDbGllbnRzIEFzaycsXG4gICAgb3JDYWxsOiAnb3IgY2FsbCcsXG4gICAgbGljZW5jZU51bWJlcjogKG51bWJlcjogc3RyaW5nKSA9PiBgLCBsaWNlbmNlIG5vLiAke251bWJlcn0uYCxcbiAgICBjaGVja0xpY2VuY2U6IChkaXJlY3Rvcnk6IHN0cmluZywgYm9keTogc3RyaW5nKSA9PiBgQ2hlY2sgdGhpcyBsaWNlbmNlIGluIHRoZSAke2RpcmVjdG9yeX0gb2YgdGhlICR7Ym9keX1gLFxuICAgIHdyaXR0ZW5CeTogJ1dyaXR0ZW4gYnknLFxuICAgIHByYWN0aWNlQXJlYXM6IChjb3VudDogbnVtYmVyKSA9PiBgUHJhY3RpY2UgJHtjb3VudCA9PT0gMSA/ICdhcmVhJyA6ICdhcmVhcyd9OmAsXG4gICAgbm90TGVnYWxBZHZpY2U6ICdUaGlzIGFydGljbGUgaXMgZ2VuZXJhbCBpbmZvcm1hdGlvbiwgbm90IGxlZ2FsIGFkdmljZTogZXZlcnkgc2l0dWF0aW9uIGlzIGRpZmZlcmVudC4nLFxuICAgIHJlYWRMZWdhbE5vdGljZTogJ1JlYWQgb3VyIGxlZ2FsIG5vdGljZScsXG4gICAgdGFsa1RvQUxhd3llcjogJ1RhbGsgdG8gYSBMYXd5ZXIgQWJvdXQgWW91ciBTaXR1YXRpb24nLFxuICAgIGdldENvbnN1bHRhdGlvbjogJ0dldCBZb3VyIEZyZWUgQ29uc3VsdGF0aW9uJyxcbiAgICBmaXJzdENvbnN1bHRhdGlvbkZyZWU6ICdZb3VyIGZpcnN0IGNvbnN1bHRhdGlvbiBpcyBmcmVlIGFuZCBjb25maWRlbnRpYWwuJyxcbiAgICBub0FydGljbGVzWWV0OiAnTm8gYXJ0aWNsZXMgaGF2ZSBiZWVuIHB1Ymxpc2hlZCB5ZXQuJyxcbiAgICBwYWdlc09mOiAoaGVhZGluZzogc3RyaW5nKSA9PiBgUGFnZXMgb2YgJHtoZWFkaW5nLnRvTG93ZXJDYXNlKCl9YCxcbiAgICBieVByYWN0aWNlQXJlYTogJ0J5IHByYWN0aWNlIGFyZWEnLFxuICAgIGJ5QXV0aG9yOiAnQnkgYXV0aG9yJyxcbiAgICBndWlkZUluZGV4OiAnR3VpZGVzIGJ5IHByYWN0aWNlIGFyZWEgYW5kIGF1dGhvcicsXG4gICAgaW5UaGlzR3VpZGU6ICdJbiB0aGlzIGd1aWRlJyxcbiAgICBsYXRlc3RHdWlkZTogJ0xhdGVzdCBndWlkZScsXG4gICAgcGFnZTogJ1BhZ2UgJyxcbiAgICBuZXdlcjogJ05ld2VyJyxcbiAgICBvbGRlcjogJ09sZGVyJyxcbiAgICBhcnRpY2xlczogJyBhcnRpY2xlcycsXG4gICAgLyoqIGBraW5kYDogd2hhdCBgc3ViamVjdGAgbmFtZXMsIGEgcHJhY3RpY2UgYXJlYSBvciBhbiBhdXRob3IgKEZyZW5jaCB3b3JkcyBpdCBkaWZmZXJlbnRseSkuICovXG4gICAgZ3VpZGVDb3VudDogKHRvdGFsOiBudW1iZXIsIHN1YmplY3Q6IHN0cmluZywgX2tpbmQ/OiAnYXJlYScgfCAnYXV0aG9yJykgPT5cbiAgICAgIHRvdGFsID09PSAxID8gYDEgZ3VpZGUgJHtzdWJqZWN0fWAgOiBgQWxsICR7dG90YWx9IGd1aWRlcyAke3N1YmplY3R9YCxcbiAgICBhYm91dFBlcnNvbjogJ0Fib3V0JyxcbiAgICBhYm91dFBlcnNvbk5hbWVkOiAocGVyc29uOiBzdHJpbmcpID0+IGBBYm91dCAke3BlcnNvbn1gLFxuICAgIGVkdWNhdGlvbkFuZEJhY2tncm91bmQ6ICdFZHVjYXRpb24gYW5kIEJhY2tncm91bmQnLFxuICAgIGF3YXJkczogJ0F3YXJkcycsXG4gICAgbGFuZ3VhZ2VOb3RlOiB7IGVuOiAnaW4gRW5nbGlzaCcsIGZyOiAnaW4gRnJlbmNoJyB9LFxuICAgIGhvbWVJblRoaXNMYW5ndWFnZTogJ0VuZ2xpc2ggaG9tZSBwYWdlJyxcbiAgICBob21lUGFnZTogJyBob21lIHBhZ2UnLFxuICAgIC8qKiBUaGUgd29yZHMgb2YgdGhlIGxpc3RzJyBhZGRyZXNzZXM6IGAvaW5zaWdodHMvYXJlYS9mYW1pbHktbGF3YCwgYC9pbnNpZ2h0cy9hdXRob3IvZmlyc3QtbGFzdGAuICovXG4gICAgbGlzdFdvcmRzOiB7IGFyZWE6ICdhcmVhJywgYXV0aG9yOiAnYXV0aG9yJyB9LFxuICAgIHNlYXJjaFRoZVNpdGU6ICdTZWFyY2ggdGhlIHNpdGUnLFxuICAgIHNlYXJjaGluZzogJ1NlYXJjaGluZ1x1MjAyNicsXG4gICAgLyoqIEEgcmVzdWx0J3Mga2luZCwgYnkgdGhlIGtpbmQgdGhlIGluZGV4IHJlY29yZHMgKGNvbXBvbmVudHMvc2VhcmNoL3NlYXJjaEluZGV4aW5nLnRzKS4gKi9cbiAgICBzZWFyY2hLaW5kczoge1xuICAgICAgJ1ByYWN0aWNlIGFyZWEnOiAnUHJhY3RpY2UgYXJlYScsXG4gICAgICBHdWlkZTogJ0d1aWRlJyxcbiAgICAgIFByb2ZpbGVzOiAnUHJvZmlsZXMnLFxuICAgICAgUGFnZTogJ1BhZ2UnLFxuICAgICAgTm90aWNlOiAnTm90aWNlJyxcbiAgICB9IGFzIFJlY29yZDxzdHJpbmcsIHN0cmluZz4sXG4gICAgc2VhcmNoUGxhY2Vob2xkZXI6ICdBIHdvcmQgb3IgdHdvLCBlLmcuIGV2aWN0aW9uIG5vdGljZScsXG4gICAgc2VhcmNoR3VpZGVzT246ICdHdWlkZXMgb24nLFxuICAgIHNlYXJjaEV2ZXJ5UGFnZTogJ0V2ZXJ5IHBhZ2UnLFxuICAgIGJyb3dzZUluc3RlYWQ6ICdCcm93c2UgaW5zdGVhZCcsXG4gICAgZ3VpZGVzQnlQcmFjdGljZUFyZWE6ICdHdWlkZXMgYnkgcHJhY3RpY2UgYXJlYScsXG4gICAgcHJhY3RpY2VBcmVhc0hlYWRpbmc6ICdQcmFjdGljZSBhcmVhcycsXG4gICAgc2VhcmNoVW5hdmFpbGFibGU6ICdTZWFyY2ggaXMgbm90IGF2YWlsYWJsZSBqdXN0IG5vdzogdGhlIGd1aWRlcyBhbmQgcHJhY3RpY2UgYXJlYXMgYXJlIGxpc3RlZCBiZWxvdy4nLFxuICAgIC8qKiBUaGUgYXJlYXMgb2YgbGF3IHRoZSBmaXJtIGRvZXMgbm90IHByYWN0aXNlIChzaXRlLnlhbWwncyBub3RQcmFjdGlzZWQpLCBhbmQgd2hlcmUgdG8gdHVybiBpbnN0ZWFkLiAqL1xuICAgIG5vdFByYWN0aXNlZEhlYWRpbmc6ICdBcmVhcyB3ZSBkbyBub3QgcHJhY3Rpc2UnLFxuICAgIG5vdFByYWN0aXNlZDogKGFyZWE6IHN0cmluZykgPT4gYCR7YXJlYX06IHdlIGRvIG5vdCBwcmFjdGlzZSB0aGlzIGFyZWEgb2YgbGF3LmAsXG4gICAgcmVmZXJyYWw6IHtcbiAgICAgIGJlZm9yZTogJ1RoZSAnLFxuICAgICAgbGluazogJ0xhdyBTb2NpZXR5IFJlZmVycmFsIFNlcnZpY2UnLFxuICAgICAgYWZ0ZXI6ICcgY2FuIGdpdmUgeW91IHRoZSBuYW1lIG9mIGEgbGF3eWVyIG9yIGxpY2Vuc2VkIHBhcmFsZWdhbCBmb3IgYSBmcmVlIGNvbnN1bHRhdGlvbiBvZiB1cCB0byAzMCBtaW51dGVzLicsXG4gICAgfSxcbiAgICBzZWFyY2hDb3VudDogKGNvdW50OiBudW1iZXIsIHRlcm06IHN0cmluZywgYXJlYTogc3RyaW5nLCBzaG93bk1heDogbnVtYmVyKSA9PiB7XG4gICAgICBjb25zdCB3aGVyZSA9IGFyZWEgPyBgIGluIGd1aWRlcyBvbiAke2FyZWF9YCA6ICcnO1xuICAgICAgaWYgKGNvdW50ID09PSAwKSByZXR1cm4gYE5vIHJlc3VsdHMgZm9yIFx1MjAxQyR7dGVybX1cdTIwMUQke3doZXJlfS4gVHJ5IGFub3RoZXIgd29yZCwgb3IgYnJvd3NlIGJlbG93LmA7XG4gICAgICBjb25zdCBzaG93biA9IGNvdW50ID4gc2hvd25NYXggPyBgLCB0aGUgZmlyc3QgJHtzaG93bk1heH0gc2hvd25gIDogJyc7XG4gICAgICByZXR1cm4gYCR7Y291bnR9ICR7Y291bnQgPT09IDEgPyAncmVzdWx0JyA6ICdyZXN1bHRzJ30gZm9yIFx1MjAxQyR7dGVybX1cdTIwMUQke3doZXJlfSR7c2hvd259LmA7XG4gICAgfSxcbiAgfSxcbiAgLyoqIFRoZSBjb25zdWx0YXRpb24gZm9ybSBhcm91bmQgaXRzIGZpZWxkcy4gKi9cbiAgZm9ybToge1xuICAgIGZvcm1OYW1lOiAnQm9vayBZb3VyIEZyZWUgQ29uc3VsdGF0aW9uJyxcbiAgICByZXF1aXJlZDogJ0ZpZWxkcyBtYXJrZWQnLFxuICAgIHdpdGhBc3RlcmlzazogJ3dpdGggYW4gYXN0ZXJpc2snLFxuICAgIGFyZVJlcXVpcmVkOiAnYXJlIHJlcXVpcmVkLicsXG4gICAgY29uc2VudEJlZm9yZTogJ0J5IHNlbmRpbmcgdGhpcyBmb3JtLCB5b3UgYWdyZWUgdGhhdCB3ZSB1c2UgdGhlIGRldGFpbHMgeW91IGdpdmUgdG8gYW5zd2VyIHlvdXIgcmVxdWVzdCwgYXMgb3VyJyxcbiAgICBwcml2YWN5Tm90aWNlOiAncHJpdmFjeSBub3RpY2UnLFxuICAgIGNvbnNlbnRBZnRlcjogJ2V4cGxhaW5zLicsXG4gICAgc2VuZDogJ1NlbmQgUmVxdWVzdCcsXG4gICAgc2VuZGluZzogJ1NlbmRpbmcuLi4nLFxuICAgIGhvbmV5cG90OiBcIkRvbid0IGZpbGwgdGhpcyBvdXRcIixcbiAgICB0aGFua1lvdTogKGZpcnN0TmFtZTogc3RyaW5nKSA9PiAoZmlyc3ROYW1lID8gYFRoYW5rIHlvdSwgJHtmaXJzdE5hbWV9LmAgOiAnVGhhbmsgeW91LicpLFxuICAgIC8qKiBBZnRlciBhIHNlbmQgd2l0aCBKYXZhU2NyaXB0LCB0aGUgc3RlcHMgdGhlIHRoYW5rLXlvdSBwYWdlIGdpdmVzIChjb250ZW50L3BhZ2VzL3RoYW5rLXlvdS5tZHgpLiAqL1xuICAgIHdoYXRIYXBwZW5zTmV4dDogJ1doYXQgaGFwcGVucyBuZXh0JyxcbiAgICBuZXh0U3RlcHM6IChtZXRob2Q6IHN0cmluZykgPT4gW1xuICAgICAge1xuICAgICAgICB0aXRsZTogJ1dlIHJlYWQgeW91ciByZXF1ZXN0LicsXG4gICAgICAgIHRleHQ6ICdBIG1lbWJlciBvZiBvdXIgdGVhbSByZXZpZXdzIHdoYXQgeW91IHNlbnQgYW5kIGNoZWNrcyB0aGF0IHdlIGNhbiBhY3QgZm9yIHlvdTogbm8gb25lIG9uIHRoZSBvdGhlciBzaWRlIG9mIHlvdXIgbWF0dGVyIGlzIGFscmVhZHkgb3VyIGNsaWVudC4nLFxuICAgICAgfSxcbiAgICAgIHtcbiAgICAgICAgdGl0bGU6ICdXZSBjb250YWN0IHlvdS4nLFxuICAgICAgICB0ZXh0OiBgJHttZXRob2QgPyBgQnkgJHttZXRob2R9YCA6ICdCeSB0aGUgY29udGFjdCBtZXRob2QgeW91IGNob3NlJ30sIHRvIGFycmFuZ2UgeW91ciBmcmVlIGNvbnN1bHRhdGlvbiBhdCBhIHRpbWUgdGhhdCBzdWl0cyB5b3UuYCxcbiAgICAgIH0sXG4gICAgICB7XG4gICAgICAgIHRpdGxlOiAnWW91ciBmcmVlIGNvbnN1bHRhdGlvbi4nLFxuICAgICAgICB0ZXh0OiAnV2UgbGlzdGVuLCBleHBsYWluIHlvdXIgb3B0aW9ucyBhbmQgdGhlIGxpa2VseSBzdGVwcyBhbmQgY29zdHMsIGFuZCBhbnN3ZXIgeW91ciBxdWVzdGlvbnMuIFlvdSB0aGVuIGRlY2lkZSB3aGV0aGVyIHRvIGdvIGZ1cnRoZXIuJyxcbiAgICAgIH0sXG4gICAgXSxcbiAgICBub0NvbmZpZGVudGlhbDogJ1BsZWFzZSBkbyBub3Qgc2VuZCBjb25maWRlbnRpYWwgZGV0YWlscyB1bnRpbCB3ZSBjb25maXJtIHdlIGNhbiBhY3QgZm9yIHlvdS4nLFxuICAgIHVyZ2VudENhbGw6ICdGb3IgYW4gdXJnZW50IG1hdHRlciwgY2FsbCcsXG4gICAgc2VuZEFub3RoZXI6ICdTZW5kIGFub3RoZXIgcmVxdWVzdCcsXG4gICAgbm90aWZpY2F0aW9uczogJ05vdGlmaWNhdGlvbnMgKEY4KScsXG4gICAgZGlzbWlzc05vdGlmaWNhdGlvbjogJ0Rpc21pc3Mgbm90aWZpY2F0aW9uJyxcbiAgICBub3RTZW50OiAnWW91ciByZXF1ZXN0IHdhcyBub3Qgc2VudC4nLFxuICAgIHJlYWNoTm93OiAnVG8gcmVhY2ggdXMgbm93LCBjYWxsJyxcbiAgICBjYW5ub3RXYWl0OiAnRm9yIGEgbWF0dGVyIHRoYXQgY2Fubm90IHdhaXQsIGNhbGwgdXMgbm93OicsXG4gICAgaW5EYW5nZXI6ICdJZiB5b3UgYXJlIGluIGltbWVkaWF0ZSBkYW5nZXIsIGNhbGwnLFxuICAgIG9yOiAnIG9yICcsXG4gICAgY2hlY2tBbnN3ZXJzOiAnUGxlYXNlIGNoZWNrIHRoZXNlIGFuc3dlcnM6JyxcbiAgICBjb2xvbjogJzogJyxcbiAgfSxcbiAgLyoqIFRoZSBmb3JtJ3MgZmllbGRzOiBsYWJlbCwgdGhlIGVtcHR5IGNob2ljZSBvZiBhIGxpc3QsIGFuZCB3aGF0IGEgdmFsaWQgYW5zd2VyIGxvb2tzIGxpa2UuICovXG4gIGZpZWxkczoge1xuICAgIGZpcnN0TmFtZToge1xuICAgICAgbGFiZWw6ICdGaXJzdCBOYW1lJyxcbiAgICAgIGhpbnQ6IChtYXg6IG51bWJlcikgPT4gYGVudGVyIHlvdXIgZmlyc3QgbmFtZSAodXAgdG8gJHtudW1iZXIobWF4KX0gY2hhcmFjdGVycylgLFxuICAgIH0sXG4gICAgbGFzdE5hbWU6IHsgbGFiZWw6ICdMYXN0IE5hbWUnLCBoaW50OiAobWF4OiBudW1iZXIpID0+IGBlbnRlciB5b3VyIGxhc3QgbmFtZSAodXAgdG8gJHtudW1iZXIobWF4KX0gY2hhcmFjdGVycylgIH0sXG4gICAgZW1haWw6IHsgbGFiZWw6ICdFbWFpbCcsIGhpbnQ6ICdlbnRlciBhIHZhbGlkIGUtbWFpbCBhZGRyZXNzLCBzdWNoIGFzIG5hbWVAZXhhbXBsZS5jb20nIH0sXG4gICAgcGhvbmU6IHtcbiAgICAgIGxhYmVsOiAnUGhvbmUgTnVtYmVyJyxcbiAgICAgIGhpbnQ6IChtaW46IG51bWJlciwgbWF4OiBudW1iZXIpID0+XG4gICAgICAgIGBlbnRlciBhIHBob25lIG51bWJlciBvZiAke21pbn0gdG8gJHttYXh9IGNoYXJhY3RlcnM6IGRpZ2l0cywgc3BhY2VzIGFuZCArICggKSAtIC5gLFxuICAgIH0sXG4gICAgbGVnYWxTZXJ2aWNlQXJlYToge1xuICAgICAgbGFiZWw6ICdMZWdhbCBTZXJ2aWNlIEFyZWEnLFxuICAgICAgZW1wdHlDaG9pY2U6ICdTZWxlY3QgYSBsZWdhbCBzZXJ2aWNlIGFyZWEnLFxuICAgICAgaGludDogJ2Nob29zZSB0aGUgYXJlYSBvZiBsYXcgeW91ciBtYXR0ZXIgY29uY2VybnMnLFxuICAgIH0sXG4gICAgcHJvYmxlbURlc2NyaXB0aW9uOiB7XG4gICAgICBsYWJlbDogJ0JyaWVmIERlc2NyaXB0aW9uJyxcbiAgICAgIHBsYWNlaG9sZGVyOiAnQnJpZWZseSBkZXNjcmliZSB5b3VyIGxlZ2FsIG1hdHRlci4gUGxlYXNlIGRvIG5vdCBpbmNsdWRlIGNvbmZpZGVudGlhbCBpbmZvcm1hdGlvbi4nLFxuICAgICAgaGludDogKG1pbjogbnVtYmVyLCBtYXg6IG51bWJlcikgPT4gYGRlc2NyaWJlIHlvdXIgbWF0dGVyIGluICR7bnVtYmVyKG1pbil9IHRvICR7bnVtYmVyKG1heCl9IGNoYXJhY3RlcnNgLFxuICAgIH0sXG4gICAgdXJnZW5jeUxldmVsOiB7IGxhYmVsOiAnVXJnZW5jeSBMZXZlbCcsIGVtcHR5Q2hvaWNlOiAnU2VsZWN0IHVyZ2VuY3knLCBoaW50OiAnY2hvb3NlIGhvdyB1cmdlbnQgeW91ciBtYXR0ZXIgaXMnIH0sXG4gICAgY29udGFjdE1ldGhvZDoge1xuICAgICAgbGFiZWw6ICdQcmVmZXJyZWQgQ29udGFjdCBNZXRob2QnLFxuICAgICAgZW1wdHlDaG9pY2U6ICdTZWxlY3QgYSBjb250YWN0IG1ldGhvZCcsXG4gICAgICBoaW50OiAnY2hvb3NlIGhvdyB3ZSBzaG91bGQgY29udGFjdCB5b3UnLFxuICAgIH0sXG4gICAgYmVzdFRpbWU6IHtcbiAgICAgIGxhYmVsOiAnQmVzdCBUaW1lIHRvIENvbnRhY3QnLFxuICAgICAgZW1wdHlDaG9pY2U6ICdObyBwcmVmZXJlbmNlJyxcbiAgICAgIGhpbnQ6ICdjaG9vc2UgYSB0aW1lIGZyb20gdGhlIGxpc3QsIG9yIGxlYXZlIGl0IGF0IG5vIHByZWZlcmVuY2UnLFxuICAgIH0sXG4gIH0sXG4gIC8qKiBUaGUgZml4ZWQgY2hvaWNlcyBvZiB0aGUgZm9ybSwgYnkgdmFsdWUuICovXG4gIG9wdGlvbnM6IHtcbiAgICBpbW1lZGlhdGU6ICdJbW1lZGlhdGUgKHdpdGhpbiAyNCBob3VycyknLFxuICAgIHVyZ2VudDogJ1VyZ2VudCAod2l0aGluIDEgd2VlayknLFxuICAgIG1vZGVyYXRlOiAnTW9kZXJhdGUgKHdpdGhpbiAyLTQgd2Vla3MpJyxcbiAgICBsb3c6ICdMb3cgdXJnZW5jeScsXG4gICAgcGhvbmU6ICdQaG9uZScsXG4gICAgZW1haWw6ICdFbWFpbCcsXG4gICAgdGV4dDogJ1RleHQgbWVzc2FnZScsXG4gICAgbW9ybmluZzogJ01vcm5pbmcgKDkgQU0tMTIgUE0pJyxcbiAgICBhZnRlcm5vb246ICdBZnRlcm5vb24gKDEyIFBNLTUgUE0pJyxcbiAgICBldmVuaW5nOiAnRXZlbmluZyAoNSBQTS04IFBNKScsXG4gICAgYW55dGltZTogJ0FueXRpbWUnLFxuICB9LFxuICAvKiogVGhlIG5vdGljZXMgYWZ0ZXIgYSBzZW5kLCBpbiB0aGUgYWdyZWVkIHdvcmRpbmc6IGNoYW5nZSB0aGVtIG9ubHkgd2l0aCB0aGUgZmlybS4gKi9cbiAgbm90aWNlczoge1xuICAgIHN1Y2Nlc3M6IHsgdGl0bGU6ICdTdWNjZXNzIScsIGRlc2NyaXB0aW9uOiBcIllvdXIgbWVzc2FnZSBoYXMgYmVlbiBzZW50LiBXZSdsbCBnZXQgYmFjayB0byB5b3Ugd2l0aGluIDI0IGhvdXJzLlwiIH0sXG4gICAgZXJyb3I6IHsgdGl0bGU6ICdFcnJvcicsIGRlc2NyaXB0aW9uOiAnRmFpbGVkIHRvIHNlbmQgeW91ciBtZXNzYWdlLiBQbGVhc2UgdHJ5IGFnYWluIG9yIGNhbGwgdXMgZGlyZWN0bHkuJyB9LFxuICAgIHJhdGVMaW1pdGVkVGl0bGU6ICdSZXF1ZXN0IG5vdCBzZW50JyxcbiAgICBleHBpcmVkVGl0bGU6ICdSZXF1ZXN0IG5vdCBzZW50IHlldCcsXG4gIH0sXG4gIC8qKiBXaGF0IHRoZSBzY2hlbWEgc2F5cyB3aGVuIGFuIGFuc3dlciBpcyByZWZ1c2VkOiB1bmRlciB0aGUgZmllbGRzLCBhbmQgaW4gdGhlIHNlcnZlcidzIEpTT04uICovXG4gIHZhbGlkYXRpb246IHtcbiAgICBsYWJlbHM6IHtcbiAgICAgIGZpcnN0TmFtZTogJ0ZpcnN0IG5hbWUnLFxuICAgICAgbGFzdE5hbWU6ICdMYXN0IG5hbWUnLFxuICAgICAgZW1haWw6ICdFLW1haWwgYWRkcmVzcycsXG4gICAgICBwaG9uZTogJ1Bob25lIG51bWJlcicsXG4gICAgICBsZWdhbFNlcnZpY2VBcmVhOiAnTGVnYWwgc2VydmljZSBhcmVhJyxcbiAgICAgIHByb2JsZW1EZXNjcmlwdGlvbjogJ0Rlc2NyaXB0aW9uJyxcbiAgICAgIGdvYWxzOiAnR29hbHMnLFxuICAgICAgdXJnZW5jeUxldmVsOiAnVXJnZW5jeSBsZXZlbCcsXG4gICAgICBjb25zdWx0ZWRCZWZvcmU6ICdDb25zdWx0ZWQgYmVmb3JlJyxcbiAgICAgIGNvbnRhY3RNZXRob2Q6ICdDb250YWN0IG1ldGhvZCcsXG4gICAgICBiZXN0VGltZTogJ0Jlc3QgdGltZScsXG4gICAgICBsYW5ndWFnZTogJ0xhbmd1YWdlJyxcbiAgICB9LFxuICAgIG5vdFRleHQ6IChsYWJlbDogc3RyaW5nKSA9PiBgJHtsYWJlbH0gbXVzdCBiZSB0ZXh0YCxcbiAgICBub3RBbGxvd2VkOiAobGFiZWw6IHN0cmluZykgPT4gYCR7bGFiZWx9IGNvbnRhaW5zIGNoYXJhY3RlcnMgdGhhdCBhcmUgbm90IGFsbG93ZWRgLFxuICAgIHRvb0xvbmc6IChsYWJlbDogc3RyaW5nLCBtYXg6IG51bWJlcikgPT4gYCR7bGFiZWx9IG11c3QgYmUgYXQgbW9zdCAke21heH0gY2hhcmFjdGVyc2AsXG4gICAgZW50ZXJGaXJzdE5hbWU6ICdFbnRlciB5b3VyIGZpcnN0IG5hbWUnLFxuICAgIGVudGVyTGFzdE5hbWU6ICdFbnRlciB5b3VyIGxhc3QgbmFtZScsXG4gICAgZW50ZXJWYWxpZEVtYWlsOiAnRW50ZXIgYSB2YWxpZCBlLW1haWwgYWRkcmVzcycsXG4gICAgZW50ZXJXaG9sZUVtYWlsOiAnRW50ZXIgdGhlIHdob2xlIGUtbWFpbCBhZGRyZXNzOiB0aGUgcGFydCBhZnRlciBAIG5lZWRzIGEgZG90LCBzdWNoIGFzIGdtYWlsLmNvbScsXG4gICAgZW50ZXJFbWFpbDogJ0VudGVyIHlvdXIgZS1tYWlsIGFkZHJlc3MnLFxuICAgIHBob25lQ2hhcmFjdGVyczogJ0VudGVyIGEgcGhvbmUgbnVtYmVyIHVzaW5nIGRpZ2l0cywgc3BhY2VzIGFuZCArICggKSAtIC4gb25seScsXG4gICAgcGhvbmVEaWdpdHM6IChtaW46IG51bWJlcikgPT4gYEVudGVyIGEgcGhvbmUgbnVtYmVyIG9mIGF0IGxlYXN0ICR7bWlufSBkaWdpdHNgLFxuICAgIGVudGVyUGhvbmU6ICdFbnRlciB5b3VyIHBob25lIG51bWJlcicsXG4gICAgY2hvb3NlQXJlYTogJ0Nob29zZSB0aGUgYXJlYSBvZiBsYXcgeW91ciBtYXR0ZXIgY29uY2VybnMnLFxuICAgIGRlc2NyaWJlQXRMZWFzdDogKG1pbjogbnVtYmVyKSA9PiBgRGVzY3JpYmUgeW91ciBtYXR0ZXIgaW4gYXQgbGVhc3QgJHttaW59IGNoYXJhY3RlcnNgLFxuICAgIGRlc2NyaWJlQnJpZWZseTogJ0Rlc2NyaWJlIHlvdXIgbWF0dGVyIGJyaWVmbHknLFxuICAgIGNob29zZVVyZ2VuY3k6ICdDaG9vc2UgaG93IHVyZ2VudCB5b3VyIG1hdHRlciBpcycsXG4gICAgY2hvb3NlQ29udGFjdE1ldGhvZDogJ0Nob29zZSBob3cgd2Ugc2hvdWxkIGNvbnRhY3QgeW91JyxcbiAgICBjaG9vc2VUaW1lOiAnQ2hvb3NlIGEgdGltZSBmcm9tIHRoZSBsaXN0JyxcbiAgICBjaG9vc2VMYW5ndWFnZTogJ0Nob29zZSBFbmdsaXNoIG9yIEZyZW5jaCcsXG4gIH0sXG4gIC8qKlxuICAgKiBXaHkgYSByZXF1ZXN0IGlzIHR1cm5lZCBiYWNrIGFzIGEgd2hvbGU6IHRoZSBzZXJ2ZXIncyBhbnN3ZXIsIHRoZSBuby1KYXZhU2NyaXB0IGVycm9ycyBwYWdlXG4gICAqIGFuZCB0aGUgSmF2YVNjcmlwdCBmb3JtJ3Mgbm90aWNlLiBOZXZlciBcInRyeSBhZ2FpblwiIHdoZXJlIHRoZSB2aXNpdG9yIG11c3Qgd2FpdCBvciBjYWxsLlxuICAgKi9cbiAgZmFpbHVyZXM6IHtcbiAgICAncmF0ZS1saW1pdGVkJzpcbiAgICAgICdTZXZlcmFsIHJlcXVlc3RzIGhhdmUgYWxyZWFkeSBiZWVuIHNlbnQgZnJvbSB5b3VyIGNvbm5lY3Rpb24uIFBsZWFzZSB3YWl0IHRlbiBtaW51dGVzIGJlZm9yZSBzZW5kaW5nIGFub3RoZXIsIG9yIGNhbGwgdXMuJyxcbiAgICB1bmF2YWlsYWJsZTogJ1dlIGNvdWxkIG5vdCBzYXZlIHlvdXIgcmVxdWVzdCBqdXN0IG5vdy4gUGxlYXNlIHRyeSBhZ2FpbiBpbiBhIGZldyBtaW51dGVzLCBvciBjYWxsIHVzLicsXG4gICAgbWFsZm9ybWVkOiAnWW91ciByZXF1ZXN0IGNvdWxkIG5vdCBiZSByZWFkLiBQbGVhc2UgZ28gYmFjayBhbmQgc2VuZCB0aGUgZm9ybSBhZ2Fpbiwgb3IgY2FsbCB1cy4nLFxuICAgICd0b28tbGFyZ2UnOiAnWW91ciByZXF1ZXN0IHdhcyB0b28gbG9uZyB0byBzZW5kLiBQbGVhc2Ugc2hvcnRlbiB5b3VyIGRlc2NyaXB0aW9uLCBvciBjYWxsIHVzLicsXG4gICAgJ3Vuc3VwcG9ydGVkLXR5cGUnOiAnWW91ciByZXF1ZXN0IGNvdWxkIG5vdCBiZSByZWFkLiBQbGVhc2UgZ28gYmFjayBhbmQgc2VuZCB0aGUgZm9ybSBhZ2Fpbiwgb3IgY2FsbCB1cy4nLFxuICAgICdjcm9zcy1zaXRlJzpcbiAgICAgICdZb3VyIHJlcXVlc3QgY2FtZSBmcm9tIGFub3RoZXIgd2Vic2l0ZSwgc28gaXQgd2FzIG5vdCBzZW50LiBQbGVhc2UgdXNlIHRoZSBmb3JtIG9uIG91ciBjb250YWN0IHBhZ2UsIG9yIGNhbGwgdXMuJyxcbiAgICAvLyBBIHBlcnNvbiBzbG93IHRvIHNlbmQgKGEgcGFnZSBsZWZ0IG9wZW4gb3Zlcm5pZ2h0KSwgbmV2ZXIgYSBib3Q6IGV2ZXJ5dGhpbmcgdHlwZWQgaXMga2VwdC5cbiAgICBleHBpcmVkOiAnVGhpcyBwYWdlIHdhcyBvcGVuIGZvciBhIGxvbmcgdGltZSwgc28geW91ciByZXF1ZXN0IHdhcyBub3Qgc2VudCB5ZXQuIFBsZWFzZSBwcmVzcyBTZW5kIGFnYWluLicsXG4gIH0sXG59O1xuXG4vKiogVGhlIHNoYXBlIGV2ZXJ5IGxhbmd1YWdlJ3MgbWVzc2FnZXMgaGF2ZTogdGhlIEVuZ2xpc2gga2V5cywgd2l0aCB0aGUgc2FtZSBhcmd1bWVudHMuICovXG5leHBvcnQgdHlwZSBNZXNzYWdlcyA9IHR5cGVvZiBlbjtcbiIsICIvKipcbiAqIEV2ZXJ5IHdvcmQgdGhlIHNpdGUncyBjb2RlIHNob3dzIGEgdmlzaXRvciwgaW4gRnJlbmNoIChDYW5hZGlhbiBGcmVuY2g6IGEgc3BhY2UgYmVmb3JlIGFcbiAqIGNvbG9uLCBub25lIGJlZm9yZSA/IG9yICEpLiBUaGUgc2FtZSBrZXlzIGFzIGBlbi50c2AsIHdoaWNoIHNheXMgd2hhdCBlYWNoIHBhcnQgaXMgZm9yLlxuICovXG5pbXBvcnQgdHlwZSB7IE1lc3NhZ2VzIH0gZnJvbSAnLi9lbic7XG5cbmNvbnN0IE5CU1AgPSAnXFx1MDBhMCc7XG4vKiogRnJlbmNoIHdyaXRlcyB0aG91c2FuZHMgd2l0aCBhIHNwYWNlOiA1IDAwMC4gKi9cbmNvbnN0IG5vbWJyZSA9ICh2YWx1ZTogbnVtYmVyKSA9PiB2YWx1ZS50b0xvY2FsZVN0cmluZygnZnItQ0EnKTtcbi8qKiBcdTAwQUIgZGUgXHUwMEJCIGVsaWRlcyBiZWZvcmUgYSB2b3dlbDogXHUwMEFCIGRcdTIwMTlBbGV4YW5kcmEgXHUwMEJCLCBcdTAwQUIgZGUgTWljaGFlbCBcdTAwQkIuICovXG5jb25zdCBkZSA9IChuYW1lOiBzdHJpbmcpID0+ICgvXlthZWlvdXlcdTAwRTBcdTAwRTJcdTAwRTRcdTAwRTlcdTAwRThcdTAwRUFcdTAwRUJcdTAwRUVcdTAwRUZcdTAwRjRcdTAwRjZcdTAwRkJcdTAwRkNdL2kudGVzdChuYW1lKSA/IGBkXHUyMDE5JHtuYW1lfWAgOiBgZGUgJHtuYW1lfWApO1xuXG5leHBvcnQgY29uc3QgZnI6IE1lc3NhZ2VzID0ge1xuICBzaGVsbDoge1xuICAgIHNraXBMaW5rOiAnUGFzc2VyIGF1IGNvbnRlbnUgcHJpbmNpcGFsJyxcbiAgICBjb250YWN0VGhlRmlybTogJ0pvaW5kcmUgbGUgY2FiaW5ldCcsXG4gICAgbWFpbk5hdmlnYXRpb246ICdNZW51IHByaW5jaXBhbCcsXG4gICAgbWVudTogJ01lbnUnLFxuICAgIGNsb3NlOiAnRmVybWVyJyxcbiAgICBzZWFyY2g6ICdSZWNoZXJjaGVyJyxcbiAgICBjYWxsOiAnQXBwZWxlciBsZSAnLFxuICAgIGNvbnN1bHRhdGlvbjogJ0NvbnN1bHRhdGlvbiBncmF0dWl0ZScsXG4gICAgYm9va09yQ2FsbDogJ1JcdTAwRTlzZXJ2ZXIgdW5lIGNvbnN1bHRhdGlvbiBncmF0dWl0ZSBvdSBhcHBlbGVyJyxcbiAgICBjYWxsU2hvcnQ6ICdBcHBlbGVyJyxcbiAgICBmcmVlQ29uc3VsdGF0aW9uOiAnQ29uc3VsdGF0aW9uIGdyYXR1aXRlJyxcbiAgICBwcmFjdGljZUFyZWFzT2Y6IChsYWJlbCkgPT4gYCR7bGFiZWx9JHtOQlNQfTogZG9tYWluZXMgZGUgcHJhdGlxdWVgLFxuICAgIGFib3V0VGhlRmlybTogJ1x1MDBDMCBwcm9wb3MgZHUgY2FiaW5ldCcsXG4gICAgd2hhdFdlRG86ICdEb21haW5lcyBkZSBwcmF0aXF1ZScsXG4gICAgY29udGFjdEluZm86ICdDb29yZG9ublx1MDBFOWVzJyxcbiAgICBvZmZpY2VIb3VyczogJ0hldXJlcyBkXHUyMDE5b3V2ZXJ0dXJlJyxcbiAgICBhbGxSaWdodHNSZXNlcnZlZDogJ1RvdXMgZHJvaXRzIHJcdTAwRTlzZXJ2XHUwMEU5cy4nLFxuICAgIG5vdGljZXM6ICdBdmlzJyxcbiAgICBub3RpY2VMYWJlbHM6IHsgcHJpdmFjeTogJ0NvbmZpZGVudGlhbGl0XHUwMEU5JywgbGVnYWxOb3RpY2U6ICdBdmlzIGp1cmlkaXF1ZScsIGFjY2Vzc2liaWxpdHk6ICdBY2Nlc3NpYmlsaXRcdTAwRTknIH0sXG4gICAgZm9sbG93VGhlRmlybTogJ1N1aXZyZSBsZSBjYWJpbmV0JyxcbiAgICBvcGVuc0luTmV3VGFiOiAnIChzXHUyMDE5b3V2cmUgZGFucyB1biBub3V2ZWwgb25nbGV0KScsXG4gICAgbGFuZ3VhZ2U6ICdMYW5ndWUnLFxuICAgIGxvb2tpbmdGb3I6ICdWb3VzIGNoZXJjaGlleiBwZXV0LVx1MDBFQXRyZScsXG4gICAgb3VyUHJhY3RpY2VBcmVhczogJ05vcyBkb21haW5lcyBkZSBwcmF0aXF1ZScsXG4gICAgZWxzZXdoZXJlOiAnQWlsbGV1cnMgc3VyIGxlIHNpdGUnLFxuICAgIHNlYXJjaEZvckl0OiAnQ2hlcmNoZXIgc3VyIGxlIHNpdGUnLFxuICAgIHdoaWxlWW91V2FpdDogJ0VuIGF0dGVuZGFudCcsXG4gICAgaXNJdFVyZ2VudDogJ1ZvdHJlIGFmZmFpcmUgZXN0IHVyZ2VudGU/JyxcbiAgICBjYWxsUmF0aGVyVGhhbldhaXQ6IGBBcHBlbGV6LW5vdXMgcGx1dFx1MDBGNHQgcXVlIGRcdTIwMTlhdHRlbmRyZSBub3RyZSByXHUwMEU5cG9uc2UsIHBlbmRhbnQgbm9zIGhldXJlcyBkXHUyMDE5b3V2ZXJ0dXJlJHtOQlNQfTpgLFxuICAgIGluRGFuZ2VyOiAnU2kgdm91cyBvdSB1bmUgYXV0cmUgcGVyc29ubmUgXHUwMEVBdGVzIGVuIGRhbmdlciBpbW1cdTAwRTlkaWF0LCBjb21wb3NleiBsZScsXG4gICAgcmVhZE91ckd1aWRlczogJ0xpcmUgbm9zIGd1aWRlcycsXG4gICAgYWxsT2Y6IChuYW1lKSA9PiBgVm9pciB0b3V0ZSBsYSBzZWN0aW9uICR7bmFtZX1gLFxuICAgIHVwZGF0ZWQ6ICdNaXMgXHUwMEUwIGpvdXIgbGUnLFxuICAgIGJ5OiAnUGFyJyxcbiAgICBkcmFmdDogJ0Jyb3VpbGxvbiA6IGFic2VudCBkdSBzaXRlIHB1YmxpYycsXG4gICAgZ3VpZGVzT246IChhcmVhKSA9PiBgR3VpZGVzJHtOQlNQfTogJHthcmVhfWAsXG4gICAgZ3VpZGVzQnk6IChwZXJzb24pID0+IGBHdWlkZXMgclx1MDBFOWRpZ1x1MDBFOXMgcGFyICR7cGVyc29ufWAsXG4gICAgbGlzdERlc2NyaXB0aW9uOiAoaGVhZGluZywgZmlybSkgPT5cbiAgICAgIGAke2hlYWRpbmd9JHtOQlNQfTogZGVzIGFydGljbGVzIGVuIGxhbmdhZ2UgY2xhaXIgZGUgJHtmaXJtfSwgZHUgcGx1cyByXHUwMEU5Y2VudCBhdSBwbHVzIGFuY2llbi5gLFxuICAgIHBhZ2VPZjogKG51bWJlciwgY291bnQpID0+IGAsIHBhZ2UgJHtudW1iZXJ9IGRlICR7Y291bnR9YCxcbiAgICBwYWdlTW92ZWQ6ICdQYWdlIGRcdTAwRTlwbGFjXHUwMEU5ZScsXG4gICAgbW92ZWRUb1BhZ2U6ICdDZXR0ZSBwYWdlIGEgXHUwMEU5dFx1MDBFOSBkXHUwMEU5cGxhY1x1MDBFOWUgXHUwMEUwIGxcdTIwMTlhZHJlc3NlJyxcbiAgICBtb3ZlZFRvOiAodGFyZ2V0KSA9PiBgQ2V0dGUgYWRyZXNzZSBhIFx1MDBFOXRcdTAwRTkgcmVtcGxhY1x1MDBFOWUgcGFyICR7dGFyZ2V0fS5gLFxuICAgIG5vdEZvckVtZXJnZW5jaWVzOiAnQ2UgZm9ybXVsYWlyZSBuZSBjb252aWVudCBwYXMgYXV4IHVyZ2VuY2VzLicsXG4gICAgaW5BbkVtZXJnZW5jeTogJ0VuIGNhcyBkXHUyMDE5dXJnZW5jZSwgblx1MjAxOWF0dGVuZGV6IHBhcyBkZSByXHUwMEU5cG9uc2UuJyxcbiAgICBpZkluRGFuZ2VyOiAnU2kgdW5lIHBlcnNvbm5lIGVzdCBlbiBkYW5nZXIsIGNvbXBvc2V6IGxlJyxcbiAgICBmb3JVcmdlbnRNYXR0ZXJzOiAnUG91ciB1bmUgYWZmYWlyZSBqdXJpZGlxdWUgdXJnZW50ZSwgYXBwZWxleiBsZScsXG4gICAgb3I6ICcgb3UgbGUgJyxcbiAgICBjYWxsVXM6ICdBcHBlbGV6LW5vdXMnLFxuICAgIGVtYWlsVXM6ICdcdTAwQzljcml2ZXotbm91cycsXG4gICAgdmlzaXRVczogJ1JlbmRlei1ub3VzIHZpc2l0ZScsXG4gICAgbGljZW5zZWRCeTogKGJvZHkpID0+IGBUaXR1bGFpcmUgZFx1MjAxOXVuIHBlcm1pcyBkdSAke2JvZHl9YCxcbiAgICAvLyBcdTAwQUIgNTAwKyBcdTAwQkIgaXMgRW5nbGlzaCBzaG9ydGhhbmQ6IEZyZW5jaCBzYXlzIFx1MDBBQiBwbHVzIGRlIDUwMCBcdTAwQkIuXG4gICAgY2xpZW50c1NlcnZlZDogKGNvdW50KSA9PiBgJHtjb3VudC5yZXBsYWNlKC9eKC4rKVxcKyQvLCAnUGx1cyBkZSAkMScpfSBjbGllbnRzIGFjY29tcGFnblx1MDBFOXNgLFxuICAgIHllYXJzQ29tYmluZWRFeHBlcmllbmNlOiAnQW5uXHUwMEU5ZXMgZFx1MjAxOWV4cFx1MDBFOXJpZW5jZSBjdW11bFx1MDBFOWVzJyxcbiAgICBjbGllbnRzU2VydmVkTGFiZWw6ICdDbGllbnRzIGFjY29tcGFnblx1MDBFOXMnLFxuICAgIG51bWJlcldvcmRzOiBbJ2F1Y3VuJywgJ3VuJywgJ2RldXgnLCAndHJvaXMnLCAncXVhdHJlJywgJ2NpbnEnLCAnc2l4JywgJ3NlcHQnLCAnaHVpdCcsICduZXVmJywgJ2RpeCddLFxuICAgIHNlcnZpY2VzT2Y6IChhcmVhKSA9PiBgJHthcmVhfSR7TkJTUH06IG5vcyBzZXJ2aWNlc2AsXG4gICAgLy8gXHUwMEFCIFJlc3BvbnNhYmxlIFx1MDBCQiBuYW1lcyBhIHdvbWFuIG9yIGEgbWFuIGFsaWtlLCBhYm92ZSBvbmUgbmFtZWQgcGVyc29uLlxuICAgIHlvdXJMYXd5ZXI6ICdSZXNwb25zYWJsZSBkZSB2b3RyZSBkb3NzaWVyJyxcbiAgICBjYWxsTnVtYmVyOiAobnVtYmVyKSA9PiBgQXBwZWxlciBsZSAke251bWJlcn1gLFxuICAgIGJhY2tUb1NlcnZpY2VzOiAnUmV0b3VyIGF1eCBkb21haW5lcyBkZSBwcmF0aXF1ZScsXG4gICAgYm9va0NvbnN1bHRhdGlvbjogJ1JcdTAwRTlzZXJ2ZXIgdW5lIGNvbnN1bHRhdGlvbiBncmF0dWl0ZScsXG4gICAgd2hvV2VBY3RGb3I6ICdQb3VyIHF1aSBub3VzIGFnaXNzb25zJyxcbiAgICBob3dZb3VyTWF0dGVyR29lczogJ0xlIGRcdTAwRTlyb3VsZW1lbnQgZGUgdm90cmUgZG9zc2llcicsXG4gICAgaG93V2VDaGFyZ2U6ICdOb3MgaG9ub3JhaXJlcycsXG4gICAgcXVlc3Rpb25zQ2xpZW50c0FzazogJ0xlcyBxdWVzdGlvbnMgZGUgbm9zIGNsaWVudHMnLFxuICAgIG9yQ2FsbDogJ291IGFwcGVsZXogbGUnLFxuICAgIGxpY2VuY2VOdW1iZXI6IChudW1iZXIpID0+IGAsIHBlcm1pcyBubyAke251bWJlcn0uYCxcbiAgICBjaGVja0xpY2VuY2U6IChkaXJlY3RvcnksIGJvZHkpID0+IGBWXHUwMEU5cmlmaWVyIGNlIHBlcm1pcyBkYW5zICR7ZGlyZWN0b3J5fSBkdSAke2JvZHl9YCxcbiAgICB3cml0dGVuQnk6ICdSXHUwMEU5ZGlnXHUwMEU5IHBhcicsXG4gICAgcHJhY3RpY2VBcmVhczogKGNvdW50KSA9PiBgJHtjb3VudCA9PT0gMSA/ICdEb21haW5lJyA6ICdEb21haW5lcyd9IGRlIHByYXRpcXVlJHtOQlNQfTpgLFxuICAgIG5vdExlZ2FsQWR2aWNlOlxuICAgICAgJ0NldCBhcnRpY2xlIGZvdXJuaXQgZGVzIHJlbnNlaWduZW1lbnRzIGdcdTAwRTluXHUwMEU5cmF1eCBldCBub24gZGVzIGNvbnNlaWxzIGp1cmlkaXF1ZXMgOiBjaGFxdWUgc2l0dWF0aW9uIGVzdCBkaWZmXHUwMEU5cmVudGUuJyxcbiAgICByZWFkTGVnYWxOb3RpY2U6ICdMaXJlIG5vdHJlIGF2aXMganVyaWRpcXVlJyxcbiAgICB0YWxrVG9BTGF3eWVyOiAnUGFybGV6IGRlIHZvdHJlIHNpdHVhdGlvbiBcdTAwRTAgdW5lIGF2b2NhdGUgb3UgdW4gYXZvY2F0JyxcbiAgICBnZXRDb25zdWx0YXRpb246ICdPYnRlbmlyIHZvdHJlIGNvbnN1bHRhdGlvbiBncmF0dWl0ZScsXG4gICAgZmlyc3RDb25zdWx0YXRpb25GcmVlOiAnVm90cmUgcHJlbWlcdTAwRThyZSBjb25zdWx0YXRpb24gZXN0IGdyYXR1aXRlIGV0IGNvbmZpZGVudGllbGxlLicsXG4gICAgbm9BcnRpY2xlc1lldDogJ0F1Y3VuIGFydGljbGUgblx1MjAxOWEgZW5jb3JlIFx1MDBFOXRcdTAwRTkgcHVibGlcdTAwRTkuJyxcbiAgICBwYWdlc09mOiAoaGVhZGluZykgPT4gYFBhZ2VzIGRlIGxhIGxpc3RlICR7aGVhZGluZ31gLFxuICAgIGJ5UHJhY3RpY2VBcmVhOiAnUGFyIGRvbWFpbmUgZGUgcHJhdGlxdWUnLFxuICAgIGJ5QXV0aG9yOiAnUGFyIGF1dGV1ciBvdSBhdXRyaWNlJyxcbiAgICBndWlkZUluZGV4OiAnR3VpZGVzIHBhciBkb21haW5lIGRlIHByYXRpcXVlIGV0IHBhciBhdXRldXInLFxuICAgIGluVGhpc0d1aWRlOiAnRGFucyBjZSBndWlkZScsXG4gICAgbGF0ZXN0R3VpZGU6ICdEZXJuaWVyIGd1aWRlJyxcbiAgICBwYWdlOiAnUGFnZSAnLFxuICAgIG5ld2VyOiAnUGx1cyByXHUwMEU5Y2VudHMnLFxuICAgIG9sZGVyOiAnUGx1cyBhbmNpZW5zJyxcbiAgICBhcnRpY2xlczogJycsXG4gICAgZ3VpZGVDb3VudDogKHRvdGFsLCBzdWJqZWN0LCBraW5kKSA9PiB7XG4gICAgICBjb25zdCB3aG9zZSA9IGtpbmQgPT09ICdhdXRob3InID8gZGUoc3ViamVjdCkgOiAnZGUgY2UgZG9tYWluZSc7XG4gICAgICByZXR1cm4gdG90YWwgPT09IDEgPyBgTGUgZ3VpZGUgJHt3aG9zZX1gIDogYExlcyAke3RvdGFsfSBndWlkZXMgJHt3aG9zZX1gO1xuICAgIH0sXG4gICAgYWJvdXRQZXJzb246ICdQcm9maWwnLFxuICAgIGFib3V0UGVyc29uTmFtZWQ6IChwZXJzb24pID0+IGBcdTAwQzAgcHJvcG9zICR7ZGUocGVyc29uKX1gLFxuICAgIGVkdWNhdGlvbkFuZEJhY2tncm91bmQ6ICdGb3JtYXRpb24gZXQgcGFyY291cnMnLFxuICAgIGF3YXJkczogJ0Rpc3RpbmN0aW9ucycsXG4gICAgbGFuZ3VhZ2VOb3RlOiB7IGVuOiAnZW4gYW5nbGFpcycsIGZyOiAnZW4gZnJhblx1MDBFN2FpcycgfSxcbiAgICBob21lSW5UaGlzTGFuZ3VhZ2U6ICdBY2N1ZWlsIGVuIGZyYW5cdTAwRTdhaXMnLFxuICAgIGhvbWVQYWdlOiAnLCBwYWdlIGRcdTIwMTlhY2N1ZWlsJyxcbiAgICBsaXN0V29yZHM6IHsgYXJlYTogJ2RvbWFpbmVzJywgYXV0aG9yOiAnYXV0ZXVycycgfSxcbiAgICBzZWFyY2hUaGVTaXRlOiAnUmVjaGVyY2hlciBkYW5zIGxlIHNpdGUnLFxuICAgIHNlYXJjaGluZzogJ1JlY2hlcmNoZSBlbiBjb3Vyc1x1MjAyNicsXG4gICAgc2VhcmNoS2luZHM6IHtcbiAgICAgICdQcmFjdGljZSBhcmVhJzogJ0RvbWFpbmUgZGUgcHJhdGlxdWUnLFxuICAgICAgR3VpZGU6ICdHdWlkZScsXG4gICAgICBQcm9maWxlczogJ1Byb2ZpbHMnLFxuICAgICAgUGFnZTogJ1BhZ2UnLFxuICAgICAgTm90aWNlOiAnQXZpcycsXG4gICAgfSxcbiAgICBzZWFyY2hQbGFjZWhvbGRlcjogJ1VuIG1vdCBvdSBkZXV4LCBwLiBleC4gYXZpcyBkXHUyMDE5ZXhwdWxzaW9uJyxcbiAgICBzZWFyY2hHdWlkZXNPbjogJ0d1aWRlcyBzdXInLFxuICAgIHNlYXJjaEV2ZXJ5UGFnZTogJ1RvdXRlcyBsZXMgcGFnZXMnLFxuICAgIGJyb3dzZUluc3RlYWQ6ICdQYXJjb3VyaXIgcGx1dFx1MDBGNHQnLFxuICAgIGd1aWRlc0J5UHJhY3RpY2VBcmVhOiAnR3VpZGVzIHBhciBkb21haW5lIGRlIHByYXRpcXVlJyxcbiAgICBwcmFjdGljZUFyZWFzSGVhZGluZzogJ0xlcyBkb21haW5lcyBkZSBwcmF0aXF1ZScsXG4gICAgc2VhcmNoVW5hdmFpbGFibGU6IGBMYSByZWNoZXJjaGUgblx1MjAxOWVzdCBwYXMgZGlzcG9uaWJsZSBwb3VyIGxlIG1vbWVudCR7TkJTUH06IGxlcyBndWlkZXMgZXQgbGVzIGRvbWFpbmVzIGRlIHByYXRpcXVlIHNvbnQgXHUwMEU5bnVtXHUwMEU5clx1MDBFOXMgY2ktZGVzc291cy5gLFxuICAgIG5vdFByYWN0aXNlZEhlYWRpbmc6ICdMZXMgZG9tYWluZXMgb1x1MDBGOSBub3VzIG5cdTIwMTlleGVyXHUwMEU3b25zIHBhcycsXG4gICAgbm90UHJhY3Rpc2VkOiAoYXJlYSkgPT4gYCR7YXJlYX0ke05CU1B9OiBub3VzIG5cdTIwMTlleGVyXHUwMEU3b25zIHBhcyBkYW5zIGNlIGRvbWFpbmUgZHUgZHJvaXQuYCxcbiAgICByZWZlcnJhbDoge1xuICAgICAgYmVmb3JlOiAnTGUgJyxcbiAgICAgIGxpbms6ICdTZXJ2aWNlIGRlIHJcdTAwRTlmXHUwMEU5cmVuY2UgZHUgQmFycmVhdScsXG4gICAgICBhZnRlcjpcbiAgICAgICAgJyBwZXV0IHZvdXMgZG9ubmVyIGxlIG5vbSBkXHUyMDE5dW4gYXZvY2F0IG91IGRcdTIwMTl1biBwYXJhanVyaXN0ZSB0aXR1bGFpcmUgZFx1MjAxOXVuIHBlcm1pcyBwb3VyIHVuZSBjb25zdWx0YXRpb24gZ3JhdHVpdGUgZFx1MjAxOWF1IHBsdXMgMzAgbWludXRlcy4nLFxuICAgIH0sXG4gICAgc2VhcmNoQ291bnQ6IChjb3VudCwgdGVybSwgYXJlYSwgc2hvd25NYXgpID0+IHtcbiAgICAgIGNvbnN0IHF1b3RlZCA9IGBcdTAwQUIke05CU1B9JHt0ZXJtfSR7TkJTUH1cdTAwQkJgO1xuICAgICAgY29uc3Qgd2hlcmUgPSBhcmVhID8gYCBkYW5zIGxlcyBndWlkZXMgc3VyICR7YXJlYX1gIDogJyc7XG4gICAgICBpZiAoY291bnQgPT09IDApXG4gICAgICAgIHJldHVybiBgQXVjdW4gclx1MDBFOXN1bHRhdCBwb3VyICR7cXVvdGVkfSR7d2hlcmV9LiBFc3NheWV6IHVuIGF1dHJlIG1vdCwgb3UgcGFyY291cmV6IGxlcyBsaWVucyBjaS1kZXNzb3VzLmA7XG4gICAgICBjb25zdCBzaG93biA9IGNvdW50ID4gc2hvd25NYXggPyBgLCBsZXMgJHtzaG93bk1heH0gcHJlbWllcnMgYWZmaWNoXHUwMEU5c2AgOiAnJztcbiAgICAgIHJldHVybiBgJHtjb3VudH0gJHtjb3VudCA9PT0gMSA/ICdyXHUwMEU5c3VsdGF0JyA6ICdyXHUwMEU5c3VsdGF0cyd9IHBvdXIgJHtxdW90ZWR9JHt3aGVyZX0ke3Nob3dufS5gO1xuICAgIH0sXG4gIH0sXG4gIGZvcm06IHtcbiAgICBmb3JtTmFtZTogJ1JcdTAwRTlzZXJ2ZXogdm90cmUgY29uc3VsdGF0aW9uIGdyYXR1aXRlJyxcbiAgICByZXF1aXJlZDogJ0xlcyBjaGFtcHMgbWFycXVcdTAwRTlzIGRcdTIwMTl1bicsXG4gICAgd2l0aEFzdGVyaXNrOiAnYXN0XHUwMEU5cmlzcXVlJyxcbiAgICBhcmVSZXF1aXJlZDogJ3NvbnQgb2JsaWdhdG9pcmVzLicsXG4gICAgY29uc2VudEJlZm9yZTpcbiAgICAgICdFbiBlbnZveWFudCBjZSBmb3JtdWxhaXJlLCB2b3VzIGFjY2VwdGV6IHF1ZSBub3VzIHV0aWxpc2lvbnMgbGVzIHJlbnNlaWduZW1lbnRzIGZvdXJuaXMgcG91ciByXHUwMEU5cG9uZHJlIFx1MDBFMCB2b3RyZSBkZW1hbmRlLCBjb21tZSBsXHUyMDE5ZXhwbGlxdWUgbm90cmUnLFxuICAgIHByaXZhY3lOb3RpY2U6ICdhdmlzIGRlIGNvbmZpZGVudGlhbGl0XHUwMEU5JyxcbiAgICBjb25zZW50QWZ0ZXI6ICcnLFxuICAgIHNlbmQ6ICdFbnZveWVyIGxhIGRlbWFuZGUnLFxuICAgIHNlbmRpbmc6ICdFbnZvaSBlbiBjb3Vyc1x1MjAyNicsXG4gICAgaG9uZXlwb3Q6ICdOZSByZW1wbGlzc2V6IHBhcyBjZSBjaGFtcCcsXG4gICAgdGhhbmtZb3U6IChmaXJzdE5hbWUpID0+IChmaXJzdE5hbWUgPyBgTWVyY2ksICR7Zmlyc3ROYW1lfS5gIDogJ01lcmNpLicpLFxuICAgIHdoYXRIYXBwZW5zTmV4dDogJ0xhIHN1aXRlJyxcbiAgICBuZXh0U3RlcHM6IChtZXRob2QpID0+IFtcbiAgICAgIHtcbiAgICAgICAgdGl0bGU6ICdOb3VzIGxpc29ucyB2b3RyZSBkZW1hbmRlLicsXG4gICAgICAgIHRleHQ6ICdVbiBtZW1icmUgZGUgbm90cmUgXHUwMEU5cXVpcGUgZXhhbWluZSBjZSBxdWUgdm91cyBub3VzIGF2ZXogZW52b3lcdTAwRTkgZXQgdlx1MDBFOXJpZmllIHF1ZSBub3VzIHBvdXZvbnMgdm91cyByZXByXHUwMEU5c2VudGVyXFx1MDBhMDogcGVyc29ubmUgZGUgbFx1MjAxOWF1dHJlIGNcdTAwRjR0XHUwMEU5IGRlIHZvdHJlIGFmZmFpcmUgbmUgZG9pdCBkXHUwMEU5alx1MDBFMCBcdTAwRUF0cmUgbm90cmUgY2xpZW50LicsXG4gICAgICB9LFxuICAgICAge1xuICAgICAgICB0aXRsZTogJ05vdXMgY29tbXVuaXF1b25zIGF2ZWMgdm91cy4nLFxuICAgICAgICB0ZXh0OiBgJHttZXRob2QgPyBgUGFyICR7bWV0aG9kfWAgOiAnUGFyIGxlIG1vZGUgZGUgY29tbXVuaWNhdGlvbiBjaG9pc2knfSwgcG91ciBmaXhlciB2b3RyZSBjb25zdWx0YXRpb24gZ3JhdHVpdGUgYXUgbW9tZW50IHF1aSB2b3VzIGNvbnZpZW50LmAsXG4gICAgICB9LFxuICAgICAge1xuICAgICAgICB0aXRsZTogJ1ZvdHJlIGNvbnN1bHRhdGlvbiBncmF0dWl0ZS4nLFxuICAgICAgICB0ZXh0OiAnTm91cyB2b3VzIFx1MDBFOWNvdXRvbnMsIHZvdXMgZXhwbGlxdW9ucyB2b3Mgb3B0aW9ucywgbGVzIFx1MDBFOXRhcGVzIGV0IGxlcyBjb1x1MDBGQnRzIHByb2JhYmxlcywgZXQgclx1MDBFOXBvbmRvbnMgXHUwMEUwIHZvcyBxdWVzdGlvbnMuIFZvdXMgZFx1MDBFOWNpZGV6IGVuc3VpdGUgc2kgdm91cyBzb3VoYWl0ZXogYWxsZXIgcGx1cyBsb2luLicsXG4gICAgICB9LFxuICAgIF0sXG4gICAgbm9Db25maWRlbnRpYWw6XG4gICAgICAnVmV1aWxsZXogbmUgcGFzIGVudm95ZXIgZGUgcmVuc2VpZ25lbWVudHMgY29uZmlkZW50aWVscyBhdmFudCBxdWUgbm91cyBheW9ucyBjb25maXJtXHUwMEU5IHBvdXZvaXIgdm91cyByZXByXHUwMEU5c2VudGVyLicsXG4gICAgdXJnZW50Q2FsbDogJ1BvdXIgdW5lIGFmZmFpcmUgdXJnZW50ZSwgYXBwZWxleiBsZScsXG4gICAgc2VuZEFub3RoZXI6ICdFbnZveWVyIHVuZSBhdXRyZSBkZW1hbmRlJyxcbiAgICBub3RpZmljYXRpb25zOiAnTm90aWZpY2F0aW9ucyAoRjgpJyxcbiAgICBkaXNtaXNzTm90aWZpY2F0aW9uOiAnRmVybWVyIGxhIG5vdGlmaWNhdGlvbicsXG4gICAgbm90U2VudDogJ1ZvdHJlIGRlbWFuZGUgblx1MjAxOWEgcGFzIFx1MDBFOXRcdTAwRTkgZW52b3lcdTAwRTllLicsXG4gICAgcmVhY2hOb3c6ICdQb3VyIG5vdXMgam9pbmRyZSBtYWludGVuYW50LCBhcHBlbGV6IGxlJyxcbiAgICBjYW5ub3RXYWl0OiAnUG91ciB1bmUgYWZmYWlyZSBxdWkgbmUgcGV1dCBhdHRlbmRyZSwgYXBwZWxlei1ub3VzIG1haW50ZW5hbnQgOicsXG4gICAgaW5EYW5nZXI6ICdTaSB2b3VzIFx1MDBFQXRlcyBlbiBkYW5nZXIgaW1tXHUwMEU5ZGlhdCwgY29tcG9zZXogbGUnLFxuICAgIG9yOiAnIG91IGxlICcsXG4gICAgY2hlY2tBbnN3ZXJzOiAnVmV1aWxsZXogdlx1MDBFOXJpZmllciBjZXMgclx1MDBFOXBvbnNlcyA6JyxcbiAgICBjb2xvbjogJ1xcdTAwYTA6ICcsXG4gIH0sXG4gIGZpZWxkczoge1xuICAgIGZpcnN0TmFtZTogeyBsYWJlbDogJ1ByXHUwMEU5bm9tJywgaGludDogKG1heCkgPT4gYGVudHJleiB2b3RyZSBwclx1MDBFOW5vbSAoYXUgcGx1cyAke25vbWJyZShtYXgpfSBjYXJhY3RcdTAwRThyZXMpYCB9LFxuICAgIGxhc3ROYW1lOiB7IGxhYmVsOiAnTm9tJywgaGludDogKG1heCkgPT4gYGVudHJleiB2b3RyZSBub20gKGF1IHBsdXMgJHtub21icmUobWF4KX0gY2FyYWN0XHUwMEU4cmVzKWAgfSxcbiAgICBlbWFpbDogeyBsYWJlbDogJ0NvdXJyaWVsJywgaGludDogJ2VudHJleiB1bmUgYWRyZXNzZSBjb3VycmllbCB2YWxpZGUsIGNvbW1lIG5vbUBleGVtcGxlLmNvbScgfSxcbiAgICBwaG9uZToge1xuICAgICAgbGFiZWw6ICdOdW1cdTAwRTlybyBkZSB0XHUwMEU5bFx1MDBFOXBob25lJyxcbiAgICAgIGhpbnQ6IChtaW4sIG1heCkgPT4gYGVudHJleiB1biBudW1cdTAwRTlybyBkZSAke21pbn0gXHUwMEUwICR7bWF4fSBjYXJhY3RcdTAwRThyZXMgOiBjaGlmZnJlcywgZXNwYWNlcyBldCArICggKSAtIC5gLFxuICAgIH0sXG4gICAgbGVnYWxTZXJ2aWNlQXJlYToge1xuICAgICAgbGFiZWw6ICdEb21haW5lIGRlIGRyb2l0JyxcbiAgICAgIGVtcHR5Q2hvaWNlOiAnQ2hvaXNpc3NleiB1biBkb21haW5lIGRlIGRyb2l0JyxcbiAgICAgIGhpbnQ6ICdjaG9pc2lzc2V6IGxlIGRvbWFpbmUgZGUgZHJvaXQgcXVpIGNvbmNlcm5lIHZvdHJlIGFmZmFpcmUnLFxuICAgIH0sXG4gICAgcHJvYmxlbURlc2NyaXB0aW9uOiB7XG4gICAgICBsYWJlbDogJ0JyXHUwMEU4dmUgZGVzY3JpcHRpb24nLFxuICAgICAgcGxhY2Vob2xkZXI6XG4gICAgICAgICdEXHUwMEU5Y3JpdmV6IGJyaVx1MDBFOHZlbWVudCB2b3RyZSBhZmZhaXJlIGp1cmlkaXF1ZS4gVmV1aWxsZXogbmUgcGFzIGluY2x1cmUgZGUgcmVuc2VpZ25lbWVudHMgY29uZmlkZW50aWVscy4nLFxuICAgICAgaGludDogKG1pbiwgbWF4KSA9PiBgZFx1MDBFOWNyaXZleiB2b3RyZSBhZmZhaXJlIGVuICR7bm9tYnJlKG1pbil9IFx1MDBFMCAke25vbWJyZShtYXgpfSBjYXJhY3RcdTAwRThyZXNgLFxuICAgIH0sXG4gICAgdXJnZW5jeUxldmVsOiB7XG4gICAgICBsYWJlbDogJ0RlZ3JcdTAwRTkgZFx1MjAxOXVyZ2VuY2UnLFxuICAgICAgZW1wdHlDaG9pY2U6ICdDaG9pc2lzc2V6IGxlIGRlZ3JcdTAwRTkgZFx1MjAxOXVyZ2VuY2UnLFxuICAgICAgaGludDogJ2luZGlxdWV6IGxlIGRlZ3JcdTAwRTkgZFx1MjAxOXVyZ2VuY2UgZGUgdm90cmUgYWZmYWlyZScsXG4gICAgfSxcbiAgICBjb250YWN0TWV0aG9kOiB7XG4gICAgICBsYWJlbDogJ01vZGUgZGUgY29tbXVuaWNhdGlvbiBwclx1MDBFOWZcdTAwRTlyXHUwMEU5JyxcbiAgICAgIGVtcHR5Q2hvaWNlOiAnQ2hvaXNpc3NleiB1biBtb3llbiBkZSBjb250YWN0JyxcbiAgICAgIGhpbnQ6ICdpbmRpcXVleiBjb21tZW50IG5vdXMgZGV2cmlvbnMgY29tbXVuaXF1ZXIgYXZlYyB2b3VzJyxcbiAgICB9LFxuICAgIGJlc3RUaW1lOiB7XG4gICAgICBsYWJlbDogJ01laWxsZXVyIG1vbWVudCBwb3VyIHZvdXMgam9pbmRyZScsXG4gICAgICBlbXB0eUNob2ljZTogJ0F1Y3VuZSBwclx1MDBFOWZcdTAwRTlyZW5jZScsXG4gICAgICBoaW50OiAnY2hvaXNpc3NleiB1biBtb21lbnQgZGFucyBsYSBsaXN0ZSwgb3UgbGFpc3NleiBcdTAwQUIgQXVjdW5lIHByXHUwMEU5Zlx1MDBFOXJlbmNlIFx1MDBCQicsXG4gICAgfSxcbiAgfSxcbiAgb3B0aW9uczoge1xuICAgIGltbWVkaWF0ZTogJ0ltbVx1MDBFOWRpYXQgKGRhbnMgbGVzIDI0IGhldXJlcyknLFxuICAgIHVyZ2VudDogJ1VyZ2VudCAoZGFucyBsYSBzZW1haW5lKScsXG4gICAgbW9kZXJhdGU6ICdNb2RcdTAwRTlyXHUwMEU5IChkXHUyMDE5aWNpIDIgXHUwMEUwIDQgc2VtYWluZXMpJyxcbiAgICBsb3c6ICdQZXUgdXJnZW50JyxcbiAgICBwaG9uZTogJ1RcdTAwRTlsXHUwMEU5cGhvbmUnLFxuICAgIGVtYWlsOiAnQ291cnJpZWwnLFxuICAgIHRleHQ6ICdNZXNzYWdlIHRleHRlJyxcbiAgICBtb3JuaW5nOiAnTGUgbWF0aW4gKDkgaCBcdTAwRTAgMTIgaCknLFxuICAgIGFmdGVybm9vbjogJ0xcdTIwMTlhcHJcdTAwRThzLW1pZGkgKDEyIGggXHUwMEUwIDE3IGgpJyxcbiAgICBldmVuaW5nOiAnTGUgc29pciAoMTcgaCBcdTAwRTAgMjAgaCknLFxuICAgIGFueXRpbWU6ICdOXHUyMDE5aW1wb3J0ZSBxdWFuZCcsXG4gIH0sXG4gIG5vdGljZXM6IHtcbiAgICBzdWNjZXNzOiB7XG4gICAgICB0aXRsZTogJ0RlbWFuZGUgZW52b3lcdTAwRTllJyxcbiAgICAgIGRlc2NyaXB0aW9uOiAnVm90cmUgbWVzc2FnZSBhIFx1MDBFOXRcdTAwRTkgZW52b3lcdTAwRTkuIE5vdXMgdm91cyByXHUwMEU5cG9uZHJvbnMgZGFucyB1biBkXHUwMEU5bGFpIGRlIDI0IGhldXJlcy4nLFxuICAgIH0sXG4gICAgZXJyb3I6IHtcbiAgICAgIHRpdGxlOiAnRXJyZXVyJyxcbiAgICAgIGRlc2NyaXB0aW9uOiAnVm90cmUgbWVzc2FnZSBuXHUyMDE5YSBwYXMgcHUgXHUwMEVBdHJlIGVudm95XHUwMEU5LiBWZXVpbGxleiByXHUwMEU5ZXNzYXllciBvdSBub3VzIGFwcGVsZXIgZGlyZWN0ZW1lbnQuJyxcbiAgICB9LFxuICAgIHJhdGVMaW1pdGVkVGl0bGU6ICdEZW1hbmRlIG5vbiBlbnZveVx1MDBFOWUnLFxuICAgIGV4cGlyZWRUaXRsZTogJ0RlbWFuZGUgcGFzIGVuY29yZSBlbnZveVx1MDBFOWUnLFxuICB9LFxuICB2YWxpZGF0aW9uOiB7XG4gICAgbGFiZWxzOiB7XG4gICAgICBmaXJzdE5hbWU6ICdMZSBwclx1MDBFOW5vbScsXG4gICAgICBsYXN0TmFtZTogJ0xlIG5vbScsXG4gICAgICBlbWFpbDogJ0xcdTIwMTlhZHJlc3NlIGNvdXJyaWVsJyxcbiAgICAgIHBob25lOiAnTGUgbnVtXHUwMEU5cm8gZGUgdFx1MDBFOWxcdTAwRTlwaG9uZScsXG4gICAgICBsZWdhbFNlcnZpY2VBcmVhOiAnTGUgZG9tYWluZSBkZSBkcm9pdCcsXG4gICAgICBwcm9ibGVtRGVzY3JpcHRpb246ICdMYSBkZXNjcmlwdGlvbicsXG4gICAgICBnb2FsczogJ0xlcyBvYmplY3RpZnMnLFxuICAgICAgdXJnZW5jeUxldmVsOiAnTGUgZGVnclx1MDBFOSBkXHUyMDE5dXJnZW5jZScsXG4gICAgICBjb25zdWx0ZWRCZWZvcmU6ICdMYSBjb25zdWx0YXRpb24gYW50XHUwMEU5cmlldXJlJyxcbiAgICAgIGNvbnRhY3RNZXRob2Q6ICdMZSBtb2RlIGRlIGNvbW11bmljYXRpb24nLFxuICAgICAgYmVzdFRpbWU6ICdMZSBtZWlsbGV1ciBtb21lbnQnLFxuICAgICAgbGFuZ3VhZ2U6ICdMYSBsYW5ndWUnLFxuICAgIH0sXG4gICAgbm90VGV4dDogKGxhYmVsKSA9PiBgJHtsYWJlbH0gZG9pdCBcdTAwRUF0cmUgZHUgdGV4dGVgLFxuICAgIG5vdEFsbG93ZWQ6IChsYWJlbCkgPT4gYCR7bGFiZWx9IGNvbnRpZW50IGRlcyBjYXJhY3RcdTAwRThyZXMgbm9uIHBlcm1pc2AsXG4gICAgdG9vTG9uZzogKGxhYmVsLCBtYXgpID0+IGAke2xhYmVsfSBkb2l0IGNvbXB0ZXIgYXUgcGx1cyAke21heH0gY2FyYWN0XHUwMEU4cmVzYCxcbiAgICBlbnRlckZpcnN0TmFtZTogJ0VudHJleiB2b3RyZSBwclx1MDBFOW5vbScsXG4gICAgZW50ZXJMYXN0TmFtZTogJ0VudHJleiB2b3RyZSBub20nLFxuICAgIGVudGVyVmFsaWRFbWFpbDogJ0VudHJleiB1bmUgYWRyZXNzZSBjb3VycmllbCB2YWxpZGUnLFxuICAgIGVudGVyV2hvbGVFbWFpbDpcbiAgICAgICdFbnRyZXogbFx1MjAxOWFkcmVzc2UgY291cnJpZWwgY29tcGxcdTAwRTh0ZSA6IGxhIHBhcnRpZSBhcHJcdTAwRThzIGxlIEAgZG9pdCBjb250ZW5pciB1biBwb2ludCwgY29tbWUgZ21haWwuY29tJyxcbiAgICBlbnRlckVtYWlsOiAnRW50cmV6IHZvdHJlIGFkcmVzc2UgY291cnJpZWwnLFxuICAgIHBob25lQ2hhcmFjdGVyczpcbiAgICAgICdFbnRyZXogdW4gbnVtXHUwMEU5cm8gZGUgdFx1MDBFOWxcdTAwRTlwaG9uZSBjb21wb3NcdTAwRTkgZGUgY2hpZmZyZXMsIGRcdTIwMTllc3BhY2VzIGV0IGRlcyBjYXJhY3RcdTAwRThyZXMgKyAoICkgLSAuIHNldWxlbWVudCcsXG4gICAgcGhvbmVEaWdpdHM6IChtaW4pID0+IGBFbnRyZXogdW4gbnVtXHUwMEU5cm8gZGUgdFx1MDBFOWxcdTAwRTlwaG9uZSBkXHUyMDE5YXUgbW9pbnMgJHttaW59IGNoaWZmcmVzYCxcbiAgICBlbnRlclBob25lOiAnRW50cmV6IHZvdHJlIG51bVx1MDBFOXJvIGRlIHRcdTAwRTlsXHUwMEU5cGhvbmUnLFxuICAgIGNob29zZUFyZWE6ICdDaG9pc2lzc2V6IGxlIGRvbWFpbmUgZGUgZHJvaXQgcXVpIGNvbmNlcm5lIHZvdHJlIGFmZmFpcmUnLFxuICAgIGRlc2NyaWJlQXRMZWFzdDogKG1pbikgPT4gYERcdTAwRTljcml2ZXogdm90cmUgYWZmYWlyZSBlbiBhdSBtb2lucyAke21pbn0gY2FyYWN0XHUwMEU4cmVzYCxcbiAgICBkZXNjcmliZUJyaWVmbHk6ICdEXHUwMEU5Y3JpdmV6IGJyaVx1MDBFOHZlbWVudCB2b3RyZSBhZmZhaXJlJyxcbiAgICBjaG9vc2VVcmdlbmN5OiAnSW5kaXF1ZXogbGUgZGVnclx1MDBFOSBkXHUyMDE5dXJnZW5jZSBkZSB2b3RyZSBhZmZhaXJlJyxcbiAgICBjaG9vc2VDb250YWN0TWV0aG9kOiAnSW5kaXF1ZXogY29tbWVudCBub3VzIGRldnJpb25zIGNvbW11bmlxdWVyIGF2ZWMgdm91cycsXG4gICAgY2hvb3NlVGltZTogJ0Nob2lzaXNzZXogdW4gbW9tZW50IGRhbnMgbGEgbGlzdGUnLFxuICAgIGNob29zZUxhbmd1YWdlOiAnQ2hvaXNpc3NleiBsXHUyMDE5YW5nbGFpcyBvdSBsZSBmcmFuXHUwMEU3YWlzJyxcbiAgfSxcbiAgZmFpbHVyZXM6IHtcbiAgICAncmF0ZS1saW1pdGVkJzpcbiAgICAgICdQbHVzaWV1cnMgZGVtYW5kZXMgb250IGRcdTAwRTlqXHUwMEUwIFx1MDBFOXRcdTAwRTkgZW52b3lcdTAwRTllcyBkZXB1aXMgdm90cmUgY29ubmV4aW9uLiBWZXVpbGxleiBhdHRlbmRyZSBkaXggbWludXRlcyBhdmFudCBkXHUyMDE5ZW4gZW52b3llciB1bmUgYXV0cmUsIG91IGFwcGVsZXotbm91cy4nLFxuICAgIHVuYXZhaWxhYmxlOlxuICAgICAgJ05vdXMgblx1MjAxOWF2b25zIHBhcyBwdSBlbnJlZ2lzdHJlciB2b3RyZSBkZW1hbmRlIHBvdXIgbGUgbW9tZW50LiBWZXVpbGxleiByXHUwMEU5ZXNzYXllciBkYW5zIHF1ZWxxdWVzIG1pbnV0ZXMsIG91IGFwcGVsZXotbm91cy4nLFxuICAgIG1hbGZvcm1lZDpcbiAgICAgICdWb3RyZSBkZW1hbmRlIG5cdTIwMTlhIHBhcyBwdSBcdTAwRUF0cmUgbHVlLiBWZXVpbGxleiByZXZlbmlyIGVuIGFycmlcdTAwRThyZSBldCByZW52b3llciBsZSBmb3JtdWxhaXJlLCBvdSBhcHBlbGV6LW5vdXMuJyxcbiAgICAndG9vLWxhcmdlJzpcbiAgICAgICdWb3RyZSBkZW1hbmRlIFx1MDBFOXRhaXQgdHJvcCBsb25ndWUgcG91ciBcdTAwRUF0cmUgZW52b3lcdTAwRTllLiBWZXVpbGxleiByYWNjb3VyY2lyIHZvdHJlIGRlc2NyaXB0aW9uLCBvdSBhcHBlbGV6LW5vdXMuJyxcbiAgICAndW5zdXBwb3J0ZWQtdHlwZSc6XG4gICAgICAnVm90cmUgZGVtYW5kZSBuXHUyMDE5YSBwYXMgcHUgXHUwMEVBdHJlIGx1ZS4gVmV1aWxsZXogcmV2ZW5pciBlbiBhcnJpXHUwMEU4cmUgZXQgcmVudm95ZXIgbGUgZm9ybXVsYWlyZSwgb3UgYXBwZWxlei1ub3VzLicsXG4gICAgJ2Nyb3NzLXNpdGUnOlxuICAgICAgJ1ZvdHJlIGRlbWFuZGUgcHJvdmVuYWl0IGRcdTIwMTl1biBhdXRyZSBzaXRlIFdlYjsgZWxsZSBuXHUyMDE5YSBkb25jIHBhcyBcdTAwRTl0XHUwMEU5IGVudm95XHUwMEU5ZS4gVmV1aWxsZXogdXRpbGlzZXIgbGUgZm9ybXVsYWlyZSBkZSBub3RyZSBwYWdlIE5vdXMgam9pbmRyZSwgb3UgYXBwZWxlei1ub3VzLicsXG4gICAgZXhwaXJlZDpcbiAgICAgICdDZXR0ZSBwYWdlIFx1MDBFOXRhaXQgb3V2ZXJ0ZSBkZXB1aXMgbG9uZ3RlbXBzOyB2b3RyZSBkZW1hbmRlIG5cdTIwMTlhIGRvbmMgcGFzIGVuY29yZSBcdTAwRTl0XHUwMEU5IGVudm95XHUwMEU5ZS4gVmV1aWxsZXogYXBwdXllciBkZSBub3V2ZWF1IHN1ciBFbnZveWVyLicsXG4gIH0sXG59O1xuIiwgIi8qKiBUaGUgbWVzc2FnZXMgb2YgYSBsYW5ndWFnZSBvZiB0aGUgc2l0ZTsgRW5nbGlzaCBmb3IgYW55IG90aGVyLiAqL1xuaW1wb3J0IHsgZW4sIHR5cGUgTWVzc2FnZXMgfSBmcm9tICcuL2VuJztcbmltcG9ydCB7IGZyIH0gZnJvbSAnLi9mcic7XG5cbmV4cG9ydCB0eXBlIHsgTWVzc2FnZXMgfTtcblxuLyoqIE9uZSBtb2R1bGUgcGVyIGxhbmd1YWdlIG9mIGxpYi9sYW5ndWFnZXMudHMgKG1lc3NhZ2VzLyBpbXBvcnRzIG5vdGhpbmcsIHNvIHRoZSBsaXN0IGlzIGNoZWNrZWQgYnkgaXRzIHRlc3QpLiAqL1xuZXhwb3J0IGNvbnN0IE1FU1NBR0VTOiBSZWFkb25seTxSZWNvcmQ8c3RyaW5nLCBNZXNzYWdlcz4+ID0geyBlbiwgZnIgfTtcblxuZXhwb3J0IGZ1bmN0aW9uIG1lc3NhZ2VzSW4obGFuZzogc3RyaW5nIHwgdW5kZWZpbmVkKTogTWVzc2FnZXMge1xuICByZXR1cm4gbGFuZyAhPT0gdW5kZWZpbmVkICYmIE9iamVjdC5oYXNPd24oTUVTU0FHRVMsIGxhbmcpID8gTUVTU0FHRVNbbGFuZ10hIDogZW47XG59XG4iLCAiLyoqIFRoZSBsaXN0cyBvZiBhcnRpY2xlczogYWxsIHVuZGVyIHRoZSBJbnNpZ2h0cyBwYWdlLCBwZXIgYXJlYSBhbmQgcGVyIGF1dGhvciwgaW4gcGFnZXM7IGV2ZXJ5IGFkZHJlc3MgZnJvbSB0aGUgSW5zaWdodHMgc2x1Zy4gKi9cbmltcG9ydCB7IGxhbmdPZiwgdHlwZSBBcnRpY2xlRW50cnksIHR5cGUgUGFnZUVudHJ5LCB0eXBlIFNpdGVDb250ZW50IH0gZnJvbSAnLi9jb250ZW50VHlwZXMnO1xuaW1wb3J0IHsgbWVzc2FnZXNJbiB9IGZyb20gJy4uL21lc3NhZ2VzJztcbmltcG9ydCB7IExBTkdVQUdFUyB9IGZyb20gJy4uL2xpYi9sYW5ndWFnZXMnO1xuXG5leHBvcnQgY29uc3QgSU5TSUdIVFNfUEFHRV9OQU1FID0gJ2luc2lnaHRzJztcbmV4cG9ydCBjb25zdCBBUlRJQ0xFU19QRVJfUEFHRSA9IDEwO1xuZXhwb3J0IGZ1bmN0aW9uIGZlZWRQYXRoKGluc2lnaHRzOiBQYWdlRW50cnkpOiBzdHJpbmcge1xuICByZXR1cm4gYCR7aW5zaWdodHMuZnJvbnRtYXR0ZXIuc2x1Z30vZmVlZC54bWxgO1xufVxuLyoqIEV2ZXJ5IHBhZ2UncyBsaW5rIHRvIHRoZSBmZWVkIHJlcGVhdHMgaXQ6IGBJbnNpZ2h0cywgTGFrZXNob3JlIExhd2AuICovXG5leHBvcnQgZnVuY3Rpb24gZmVlZFRpdGxlKGNvbnRlbnQ6IFNpdGVDb250ZW50LCBpbnNpZ2h0czogUGFnZUVudHJ5KTogc3RyaW5nIHtcbiAgcmV0dXJuIGAke2luc2lnaHRzLmZyb250bWF0dGVyLnRpdGxlfSwgJHtjb250ZW50LmZhY3RzLnNob3J0TmFtZX1gO1xufVxuZXhwb3J0IGNvbnN0IEZFRURfTEVOR1RIID0gMjA7XG4vKiogSG93IG1hbnkgb2YgdGhlIGxhdGVzdCByZWxhdGVkIGFydGljbGVzIGEgcHJhY3RpY2UgYXJlYSBvciBhIHByb2ZpbGUgc2hvd3MuICovXG5leHBvcnQgY29uc3QgTEFURVNUX1JFTEFURUQgPSAzO1xuXG4vKiogV29yZHMgcmlnaHQgdW5kZXIgdGhlIEluc2lnaHRzIGFkZHJlc3MgdGhhdCBuYW1lIGxpc3RzLCBpbiBldmVyeSBsYW5ndWFnZSwgc28gbm8gYXJ0aWNsZSBtYXkgdGFrZSB0aGVtIGFzIGl0cyBzbHVnLiAqL1xuY29uc3QgUEFHRV9XT1JEID0gJ3BhZ2UnO1xuZXhwb3J0IGNvbnN0IFJFU0VSVkVEX0FSVElDTEVfV09SRFMgPSBbXG4gIFBBR0VfV09SRCxcbiAgLi4uTEFOR1VBR0VTLmZsYXRNYXAoKGwpID0+IE9iamVjdC52YWx1ZXMobWVzc2FnZXNJbihsKS5zaGVsbC5saXN0V29yZHMpKSxcbl07XG5cbmV4cG9ydCBpbnRlcmZhY2UgQXJ0aWNsZUNvbGxlY3Rpb24ge1xuICBraW5kOiAnYWxsJyB8ICdhcmVhJyB8ICdhdXRob3InO1xuICBwYXRoOiBzdHJpbmc7XG4gIC8qKiBGb3IgdGhlIGFyZWEgYW5kIGF1dGhvciBjb2xsZWN0aW9ucy4gKi9cbiAgbmFtZT86IHN0cmluZztcbiAgLyoqIGBvbiBGYW1pbHkgTGF3YCwgYGJ5IEZpcnN0IExhc3RgOyBub25lIGZvciBhbGwgb2YgdGhlbS4gKi9cbiAgc3ViamVjdD86IHN0cmluZztcbiAgaGVhZGluZzogc3RyaW5nO1xuICBhcnRpY2xlczogQXJ0aWNsZUVudHJ5W107XG59XG5cbmV4cG9ydCB0eXBlIExpc3RpbmdQYWdlID0gUmV0dXJuVHlwZTx0eXBlb2YgcGFnaW5hdGU+W251bWJlcl07XG5cbmV4cG9ydCBmdW5jdGlvbiBpbnNpZ2h0c1BhZ2UoY29udGVudDogU2l0ZUNvbnRlbnQpOiBQYWdlRW50cnkgfCB1bmRlZmluZWQge1xuICByZXR1cm4gY29udGVudC5wYWdlcy5maW5kKChwYWdlKSA9PiBwYWdlLm5hbWUgPT09IElOU0lHSFRTX1BBR0VfTkFNRSk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBsaXN0Q29sbGVjdGlvbnMoY29udGVudDogU2l0ZUNvbnRlbnQsIGluc2lnaHRzOiBQYWdlRW50cnkpOiBBcnRpY2xlQ29sbGVjdGlvbltdIHtcbiAgY29uc3QgYmFzZSA9IGluc2lnaHRzLmZyb250bWF0dGVyLnNsdWc7XG4gIGNvbnN0IHRleHQgPSBtZXNzYWdlc0luKGxhbmdPZihjb250ZW50KSkuc2hlbGw7XG4gIC8vIEFuIGFyZWEncyBsaXN0IGVuZHMgd2l0aCB0aGUgYXJlYSdzIG93biBhZGRyZXNzIHdvcmQgKGBkcm9pdC1kZS1sYS1mYW1pbGxlYCk7IGl0cyBuYW1lIGlzIHRoZSBmaWxlJ3MsIGJvdGggbGFuZ3VhZ2VzJy5cbiAgY29uc3QgYWRkcmVzc1dvcmRzID0gbmV3IE1hcChjb250ZW50LnNlcnZpY2VzLm1hcCgocykgPT4gW3MubmFtZSwgcy5mcm9udG1hdHRlci5zbHVnLnNwbGl0KCcvJykucG9wKCkgPz8gcy5uYW1lXSkpO1xuICBjb25zdCBhbGw6IEFydGljbGVDb2xsZWN0aW9uID0ge1xuICAgIGtpbmQ6ICdhbGwnLFxuICAgIHBhdGg6IGJhc2UsXG4gICAgaGVhZGluZzogaW5zaWdodHMuZnJvbnRtYXR0ZXIudGl0bGUsXG4gICAgYXJ0aWNsZXM6IGNvbnRlbnQuYXJ0aWNsZXMsXG4gIH07XG4gIGNvbnN0IHN1YnNldCA9IChcbiAgICBraW5kOiAnYXJlYScgfCAnYXV0aG9yJyxcbiAgICBuYW1lOiBzdHJpbmcsXG4gICAgc3ViamVjdDogc3RyaW5nLFxuICAgIGhlYWRpbmc6IHN0cmluZyxcbiAgICBiZWxvbmdzOiAoYXJ0aWNsZTogQXJ0aWNsZUVudHJ5KSA9PiBib29sZWFuLFxuICApOiBBcnRpY2xlQ29sbGVjdGlvbiA9PiAoe1xuICAgIGtpbmQsXG4gICAgcGF0aDogYCR7YmFzZX0vJHt0ZXh0Lmxpc3RXb3Jkc1traW5kXX0vJHthZGRyZXNzV29yZHMuZ2V0KG5hbWUpID8/IG5hbWV9YCxcbiAgICBuYW1lLFxuICAgIHN1YmplY3QsXG4gICAgaGVhZGluZyxcbiAgICBhcnRpY2xlczogY29udGVudC5hcnRpY2xlcy5maWx0ZXIoYmVsb25ncyksXG4gIH0pO1xuICBjb25zdCBieUFyZWEgPSBjb250ZW50LnNlcnZpY2VzLm1hcCgoc2VydmljZSkgPT5cbiAgICBzdWJzZXQoJ2FyZWEnLCBzZXJ2aWNlLm5hbWUsIGBvbiAke3NlcnZpY2UuZnJvbnRtYXR0ZXIudGl0bGV9YCwgdGV4dC5ndWlkZXNPbihzZXJ2aWNlLmZyb250bWF0dGVyLnRpdGxlKSwgKGEpID0+XG4gICAgICBhLmZyb250bWF0dGVyLmFyZWFzLmluY2x1ZGVzKHNlcnZpY2UubmFtZSksXG4gICAgKSxcbiAgKTtcbiAgY29uc3QgYnlBdXRob3IgPSBjb250ZW50LnRlYW0ubWFwKChwZXJzb24pID0+XG4gICAgc3Vic2V0KFxuICAgICAgJ2F1dGhvcicsXG4gICAgICBwZXJzb24ubmFtZSxcbiAgICAgIGBieSAke3BlcnNvbi5mcm9udG1hdHRlci5uYW1lfWAsXG4gICAgICB0ZXh0Lmd1aWRlc0J5KHBlcnNvbi5mcm9udG1hdHRlci5uYW1lKSxcbiAgICAgIChhKSA9PiBhLmZyb250bWF0dGVyLmF1dGhvciA9PT0gcGVyc29uLm5hbWUsXG4gICAgKSxcbiAgKTtcbiAgcmV0dXJuIFthbGwsIC4uLlsuLi5ieUFyZWEsIC4uLmJ5QXV0aG9yXS5maWx0ZXIoKGNvbGxlY3Rpb24pID0+IGNvbGxlY3Rpb24uYXJ0aWNsZXMubGVuZ3RoID4gMCldO1xufVxuXG4vKiogVGhlIGZpcnN0IHBhZ2UgZXZlbiB3aGVuIGVtcHR5LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHBhZ2luYXRlKGNvbGxlY3Rpb246IEFydGljbGVDb2xsZWN0aW9uKSB7XG4gIGNvbnN0IHBhZ2VDb3VudCA9IE1hdGgubWF4KDEsIE1hdGguY2VpbChjb2xsZWN0aW9uLmFydGljbGVzLmxlbmd0aCAvIEFSVElDTEVTX1BFUl9QQUdFKSk7XG4gIGNvbnN0IHBhZ2VQYXRocyA9IEFycmF5LmZyb20oeyBsZW5ndGg6IHBhZ2VDb3VudCB9LCAoXywgaW5kZXgpID0+IGxpc3RpbmdQYXRoKGNvbGxlY3Rpb24ucGF0aCwgaW5kZXggKyAxKSk7XG4gIHJldHVybiBwYWdlUGF0aHMubWFwKChwYWdlUGF0aCwgaW5kZXgpID0+ICh7XG4gICAgcGF0aDogcGFnZVBhdGgsXG4gICAgY29sbGVjdGlvbixcbiAgICBudW1iZXI6IGluZGV4ICsgMSxcbiAgICBwYWdlQ291bnQsXG4gICAgYXJ0aWNsZXM6IGNvbGxlY3Rpb24uYXJ0aWNsZXMuc2xpY2UoaW5kZXggKiBBUlRJQ0xFU19QRVJfUEFHRSwgKGluZGV4ICsgMSkgKiBBUlRJQ0xFU19QRVJfUEFHRSksXG4gICAgcGFnZVBhdGhzLFxuICB9KSk7XG59XG5cbmZ1bmN0aW9uIGxpc3RpbmdQYXRoKGNvbGxlY3Rpb25QYXRoOiBzdHJpbmcsIG51bWJlcjogbnVtYmVyKTogc3RyaW5nIHtcbiAgcmV0dXJuIG51bWJlciA9PT0gMSA/IGNvbGxlY3Rpb25QYXRoIDogYCR7Y29sbGVjdGlvblBhdGh9LyR7UEFHRV9XT1JEfS8ke251bWJlcn1gO1xufVxuIiwgImltcG9ydCB0eXBlIHsgUmVkaXJlY3QgfSBmcm9tICcuLi9idWlsdC1zaXRlL21hbmlmZXN0JztcbmltcG9ydCB7IGxhbmdPZiwgdHlwZSBTaXRlQ29udGVudCB9IGZyb20gJy4vY29udGVudFR5cGVzJztcblxuZXhwb3J0IHR5cGUgeyBSZWRpcmVjdCB9O1xuXG4vKiogRXZlcnkgYWxpYXMgd2l0aCB0aGUgc2x1ZyBpdCByZWRpcmVjdHMgdG86IHRoZSBvbmUgbWFwIGJlaGluZCB0aGUgMzAxcywgYF9yZWRpcmVjdHNgIGFuZCB0aGUgYWxpYXMgcGFnZXMuICovXG5leHBvcnQgZnVuY3Rpb24gbGlzdFJlZGlyZWN0cyhjb250ZW50OiBTaXRlQ29udGVudCk6IFJlZGlyZWN0W10ge1xuICAvLyBBIHRyYW5zbGF0aW9uIGxpc3RzIHRoZSBwcmFjdGljZSBhcmVhcyBpdCBoYXMgbm90IHRyYW5zbGF0ZWQ6IHRoZWlyIGFsaWFzZXMgYXJlIHRoZSBkZWZhdWx0IGxhbmd1YWdlJ3MuXG4gIHJldHVybiBbLi4uY29udGVudC5wYWdlcywgLi4uY29udGVudC5zZXJ2aWNlcywgLi4uY29udGVudC5hcnRpY2xlc11cbiAgICAuZmlsdGVyKChlbnRyeSkgPT4gbGFuZ09mKGVudHJ5KSA9PT0gbGFuZ09mKGNvbnRlbnQpKVxuICAgIC5mbGF0TWFwKChlbnRyeSkgPT4gZW50cnkuZnJvbnRtYXR0ZXIuYWxpYXNlcy5tYXAoKGFsaWFzKSA9PiAoeyBmcm9tOiBhbGlhcywgdG86IGVudHJ5LmZyb250bWF0dGVyLnNsdWcgfSkpKTtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIHJlbmRlclJlZGlyZWN0c0ZpbGUocmVkaXJlY3RzOiBSZWRpcmVjdFtdKTogc3RyaW5nIHtcbiAgcmV0dXJuIHJlZGlyZWN0cy5tYXAoKHIpID0+IGAke3IuZnJvbX0gJHtyLnRvfSAzMDFgKS5qb2luKCdcXG4nKSArICdcXG4nO1xufVxuIiwgIi8qKiBXaGljaCBjb250ZW50IGZpbGVzIGJlY29tZSB3aGljaCBhZGRyZXNzZXM7IHRoZSBwYWdlIGZpbGUgbmFtZXMgYmVsb3cgYXJlIHRoZSBvbmx5IG9uZXMgdGhlIGNvZGUga25vd3MuICovXG5pbXBvcnQgeyBub3JtYWxpc2VQYXRoIH0gZnJvbSAnLi4vbGliL3VybFBhdGgnO1xuaW1wb3J0IHsgb25jZVBlck9iamVjdCB9IGZyb20gJy4uL2xpYi9vbmNlUGVyT2JqZWN0JztcbmltcG9ydCB7IGZlZWRQYXRoLCBpbnNpZ2h0c1BhZ2UsIGxpc3RDb2xsZWN0aW9ucywgcGFnaW5hdGUsIHR5cGUgTGlzdGluZ1BhZ2UgfSBmcm9tICcuL2FydGljbGVzJztcbmltcG9ydCB7XG4gIGV2ZXJ5TGFuZ3VhZ2UsXG4gIGxhbmdPZixcbiAgcGFnZU9yT3JpZ2luYWwsXG4gIHR5cGUgUGFnZUVudHJ5LFxuICB0eXBlIFJvdXRhYmxlRW50cnksXG4gIHR5cGUgU2l0ZUNvbnRlbnQsXG59IGZyb20gJy4vY29udGVudFR5cGVzJztcbmltcG9ydCB7IERFRkFVTFRfTEFORywgbGFuZ3VhZ2VPZlBhdGgsIHR5cGUgTGFuZyB9IGZyb20gJy4uL2xpYi9sYW5ndWFnZXMnO1xuaW1wb3J0IHsgbGlzdFJlZGlyZWN0cyB9IGZyb20gJy4vcmVkaXJlY3RzJztcblxuZXhwb3J0IGNvbnN0IENPTlRBQ1RfUEFHRV9OQU1FID0gJ2NvbnRhY3QnO1xuZXhwb3J0IGNvbnN0IE5PVF9GT1VORF9QQUdFX05BTUUgPSAnbm90LWZvdW5kJztcbi8qKiBXaGVyZSBhIHJlcXVlc3Qgc2VudCB3aXRob3V0IEphdmFTY3JpcHQgbGFuZHM6IHNlbnQsIG9yIHNvbWV0aGluZyB0byBmaXguICovXG5leHBvcnQgY29uc3QgVEhBTktfWU9VX1BBR0VfTkFNRSA9ICd0aGFuay15b3UnO1xuZXhwb3J0IGNvbnN0IENPTlRBQ1RfRVJST1JTX1BBR0VfTkFNRSA9ICdjb250YWN0LWVycm9ycyc7XG5leHBvcnQgY29uc3QgU0VBUkNIX1BBR0VfTkFNRSA9ICdzZWFyY2gnO1xuXG4vKiogVGhlIGNvbnRhY3QgYW5kIHNlYXJjaCBwYWdlcyBsb2FkIGNvZGUsIHNvIGVhY2ggaGFzIGEgVmlrZSBwYWdlIG9mIGl0cyBvd24uICovXG5leHBvcnQgZnVuY3Rpb24gaGFzT3duVmlrZVBhZ2UoZW50cnk6IFJvdXRhYmxlRW50cnkpOiBib29sZWFuIHtcbiAgcmV0dXJuIGVudHJ5LmtpbmQgPT09ICdwYWdlJyAmJiAoZW50cnkubmFtZSA9PT0gQ09OVEFDVF9QQUdFX05BTUUgfHwgZW50cnkubmFtZSA9PT0gU0VBUkNIX1BBR0VfTkFNRSk7XG59XG5cbi8qKiBBIHRyYW5zbGF0aW9uJ3Mgbm90LWZvdW5kIHBhZ2UgaGFzIGFuIGFkZHJlc3M6IHRoZSBidWlsZCB3cml0ZXMgaXQgYXMgdGhhdCBsYW5ndWFnZSdzIDQwNC5odG1sLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGlzTm90Rm91bmRQYWdlKGVudHJ5OiBSb3V0YWJsZUVudHJ5KTogYm9vbGVhbiB7XG4gIHJldHVybiBlbnRyeS5raW5kID09PSAncGFnZScgJiYgZW50cnkubmFtZSA9PT0gTk9UX0ZPVU5EX1BBR0VfTkFNRTtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGlzU2VhcmNoYWJsZShlbnRyeTogUm91dGFibGVFbnRyeSk6IGJvb2xlYW4ge1xuICBpZiAoZW50cnkua2luZCA9PT0gJ3BhZ2UnICYmIChlbnRyeS5uYW1lID09PSBTRUFSQ0hfUEFHRV9OQU1FIHx8IGlzTm90Rm91bmRQYWdlKGVudHJ5KSkpIHJldHVybiBmYWxzZTtcbiAgcmV0dXJuIGVudHJ5LmtpbmQgPT09ICdhcnRpY2xlJyB8fCAhZW50cnkuZnJvbnRtYXR0ZXIubm9pbmRleDtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIHNlYXJjaFBhdGgoY29udGVudDogU2l0ZUNvbnRlbnQpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICByZXR1cm4gY29udGVudC5wYWdlcy5maW5kKChwYWdlKSA9PiBwYWdlLm5hbWUgPT09IFNFQVJDSF9QQUdFX05BTUUpPy5mcm9udG1hdHRlci5zbHVnO1xufVxuLyoqIFRoZSBwYWdlIG9mIGV2ZXJ5IHRlYW0gcHJvZmlsZSAoYDxUZWFtUHJvZmlsZXMgLz5gKTogdGhlIGFydGljbGVzIGxpbmsgdGhlaXIgYXV0aG9ycyB0aGVyZS4gKi9cbmV4cG9ydCBjb25zdCBURUFNX1BBR0VfTkFNRSA9ICd3aG8td2UtYXJlJztcblxuZXhwb3J0IGZ1bmN0aW9uIHByb2ZpbGVBbmNob3IocGVyc29uTmFtZTogc3RyaW5nKTogc3RyaW5nIHtcbiAgcmV0dXJuIGB0ZWFtLSR7cGVyc29uTmFtZX1gO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gcHJvZmlsZVBhdGgoY29udGVudDogU2l0ZUNvbnRlbnQsIHBlcnNvbk5hbWU6IHN0cmluZyk6IHN0cmluZyB7XG4gIGNvbnN0IHRlYW1QYWdlID0gcGFnZU9yT3JpZ2luYWwoY29udGVudCwgVEVBTV9QQUdFX05BTUUpO1xuICByZXR1cm4gYCR7dGVhbVBhZ2U/LmZyb250bWF0dGVyLnNsdWcgPz8gJy8nfSMke3Byb2ZpbGVBbmNob3IocGVyc29uTmFtZSl9YDtcbn1cblxuLyoqIFRoZSBjb250ZW50IGJ5IGFkZHJlc3MsIGluIGV2ZXJ5IGxhbmd1YWdlLiAqL1xuZXhwb3J0IHR5cGUgU2l0ZUluZGV4ID0gUmV0dXJuVHlwZTx0eXBlb2YgaW5kZXhTaXRlPjtcblxuZXhwb3J0IGludGVyZmFjZSBQYWdlVmVyc2lvbiB7XG4gIGxhbmc6IExhbmc7XG4gIHBhdGg6IHN0cmluZztcbn1cblxuZnVuY3Rpb24gaW5kZXhMYW5ndWFnZShjb250ZW50OiBTaXRlQ29udGVudCkge1xuICBjb25zdCBpbnNpZ2h0cyA9IGluc2lnaHRzUGFnZShjb250ZW50KTtcbiAgY29uc3QgbGFuZyA9IGxhbmdPZihjb250ZW50KTtcbiAgLy8gVGhlIEluc2lnaHRzIHBhZ2UgaXMgc2hvd24gYnkgaXRzIGxpc3RpbmcgcGFnZXMgKHBhZ2VzL2luc2lnaHRzLyksIHdpdGggdGhlIGxpc3QgYmVsb3cgaXRzIHRleHQuXG4gIC8vIFRoZSBkZWZhdWx0IGxhbmd1YWdlJ3Mgbm90LWZvdW5kIHBhZ2UgaXMgcGFnZXMvX2Vycm9yLyAoNDA0Lmh0bWwpOyBhIHRyYW5zbGF0aW9uJ3MgaXNcbiAgLy8gcHJlcmVuZGVyZWQgYXQgaXRzIGFkZHJlc3MsIGFuZCB0aGUgYnVpbGQgY29waWVzIGl0IHRvIGl0cyBsYW5ndWFnZSdzIDQwNC5odG1sLlxuICBjb25zdCByb3V0YWJsZSA9IFtcbiAgICAuLi5jb250ZW50LnBhZ2VzLmZpbHRlcihcbiAgICAgIChwYWdlKSA9PiAocGFnZS5uYW1lICE9PSBOT1RfRk9VTkRfUEFHRV9OQU1FIHx8IGxhbmcgIT09IERFRkFVTFRfTEFORykgJiYgcGFnZSAhPT0gaW5zaWdodHMsXG4gICAgKSxcbiAgICAvLyBBIHRyYW5zbGF0aW9uIGxpc3RzIGV2ZXJ5IHByYWN0aWNlIGFyZWE7IHRob3NlIGl0IGhhcyBub3QgdHJhbnNsYXRlZCBhcmUgdGhlIGRlZmF1bHQgbGFuZ3VhZ2UncyBwYWdlcy5cbiAgICAuLi5jb250ZW50LnNlcnZpY2VzLmZpbHRlcigoc2VydmljZSkgPT4gbGFuZ09mKHNlcnZpY2UpID09PSBsYW5nKSxcbiAgICAuLi5jb250ZW50LmFydGljbGVzLFxuICBdO1xuICBjb25zdCBsaXN0aW5ncyA9IGluc2lnaHRzID8gbGlzdENvbGxlY3Rpb25zKGNvbnRlbnQsIGluc2lnaHRzKS5mbGF0TWFwKHBhZ2luYXRlKSA6IFtdO1xuICByZXR1cm4geyBjb250ZW50LCByb3V0YWJsZSwgcmVkaXJlY3RzOiBsaXN0UmVkaXJlY3RzKGNvbnRlbnQpLCBsaXN0aW5ncywgZmVlZFBhdGg6IGluc2lnaHRzICYmIGZlZWRQYXRoKGluc2lnaHRzKSB9O1xufVxuXG4vKiogV2hhdCBtYWtlcyB0d28gcGFnZXMgdmVyc2lvbnMgb2YgZWFjaCBvdGhlcjogdGhlIHNhbWUgZmlsZSBuYW1lIGFuZCBraW5kLCBvciB0aGUgc2FtZSBsaXN0IG9mIGFydGljbGVzLiAqL1xuZnVuY3Rpb24gdmVyc2lvbktleShwYWdlOiBSb3V0YWJsZUVudHJ5IHwgTGlzdGluZ1BhZ2UpOiBzdHJpbmcge1xuICBpZiAoJ2tpbmQnIGluIHBhZ2UpIHJldHVybiBgJHtwYWdlLmtpbmR9LyR7cGFnZS5uYW1lfWA7XG4gIGNvbnN0IHsgY29sbGVjdGlvbiwgbnVtYmVyIH0gPSBwYWdlO1xuICByZXR1cm4gYGxpc3QvJHtjb2xsZWN0aW9uLmtpbmR9LyR7Y29sbGVjdGlvbi5uYW1lID8/ICcnfS8ke251bWJlcn1gO1xufVxuXG5leHBvcnQgY29uc3QgaW5kZXhTaXRlID0gb25jZVBlck9iamVjdChmdW5jdGlvbiBidWlsZEluZGV4KGNvbnRlbnQ6IFNpdGVDb250ZW50KSB7XG4gIGNvbnN0IGxhbmd1YWdlcyA9IGV2ZXJ5TGFuZ3VhZ2UoY29udGVudCkubWFwKGluZGV4TGFuZ3VhZ2UpO1xuICBjb25zdCByb3V0YWJsZSA9IGxhbmd1YWdlcy5mbGF0TWFwKChsYW5ndWFnZSkgPT4gbGFuZ3VhZ2Uucm91dGFibGUpO1xuICBjb25zdCByZWRpcmVjdHMgPSBsYW5ndWFnZXMuZmxhdE1hcCgobGFuZ3VhZ2UpID0+IGxhbmd1YWdlLnJlZGlyZWN0cyk7XG4gIGNvbnN0IGxpc3RpbmdzID0gbGFuZ3VhZ2VzLmZsYXRNYXAoKGxhbmd1YWdlKSA9PiBsYW5ndWFnZS5saXN0aW5ncyk7XG4gIGNvbnN0IGJ5U2x1ZyA9IG5ldyBNYXAocm91dGFibGUubWFwKChlbnRyeSkgPT4gW2VudHJ5LmZyb250bWF0dGVyLnNsdWcsIGVudHJ5XSkpO1xuICBjb25zdCBieUxpc3RpbmdQYXRoID0gbmV3IE1hcChsaXN0aW5ncy5tYXAoKGxpc3RpbmcpID0+IFtsaXN0aW5nLnBhdGgsIGxpc3RpbmddKSk7XG4gIGNvbnN0IGJ5QWxpYXMgPSBuZXcgTWFwKHJlZGlyZWN0cy5tYXAoKHJlZGlyZWN0KSA9PiBbcmVkaXJlY3QuZnJvbSwgcmVkaXJlY3RdKSk7XG4gIGNvbnN0IGJ5TmFtZSA9IG5ldyBNYXAoY29udGVudC5wYWdlcy5tYXAoKHBhZ2UpID0+IFtwYWdlLm5hbWUsIHBhZ2VdKSk7XG4gIGNvbnN0IGJ5TGFuZyA9IG5ldyBNYXAobGFuZ3VhZ2VzLm1hcCgobGFuZ3VhZ2UpID0+IFtsYW5nT2YobGFuZ3VhZ2UuY29udGVudCksIGxhbmd1YWdlLmNvbnRlbnRdKSk7XG4gIGNvbnN0IHZlcnNpb25zID0gbmV3IE1hcDxzdHJpbmcsIFBhZ2VWZXJzaW9uW10+KCk7XG4gIGZvciAoY29uc3QgcGFnZSBvZiBbLi4ucm91dGFibGUsIC4uLmxpc3RpbmdzXSkge1xuICAgIGNvbnN0IHBhdGggPSAna2luZCcgaW4gcGFnZSA/IHBhZ2UuZnJvbnRtYXR0ZXIuc2x1ZyA6IHBhZ2UucGF0aDtcbiAgICBjb25zdCBrZXkgPSB2ZXJzaW9uS2V5KHBhZ2UpO1xuICAgIHZlcnNpb25zLnNldChrZXksIFsuLi4odmVyc2lvbnMuZ2V0KGtleSkgPz8gW10pLCB7IGxhbmc6IGxhbmd1YWdlT2ZQYXRoKHBhdGgpLCBwYXRoIH1dKTtcbiAgfVxuICByZXR1cm4ge1xuICAgIGNvbnRlbnQsXG4gICAgcm91dGFibGUsXG4gICAgcmVkaXJlY3RzLFxuICAgIGxpc3RpbmdzLFxuICAgIGZlZWRQYXRoczogbGFuZ3VhZ2VzLmZsYXRNYXAoKGxhbmd1YWdlKSA9PiAobGFuZ3VhZ2UuZmVlZFBhdGggPyBbbGFuZ3VhZ2UuZmVlZFBhdGhdIDogW10pKSxcbiAgICBlbnRyeUF0OiAodXJsUGF0aDogc3RyaW5nKSA9PiBieVNsdWcuZ2V0KG5vcm1hbGlzZVBhdGgodXJsUGF0aCkpLFxuICAgIGxpc3RpbmdBdDogKHVybFBhdGg6IHN0cmluZykgPT4gYnlMaXN0aW5nUGF0aC5nZXQobm9ybWFsaXNlUGF0aCh1cmxQYXRoKSksXG4gICAgcmVkaXJlY3RBdDogKHVybFBhdGg6IHN0cmluZykgPT4gYnlBbGlhcy5nZXQobm9ybWFsaXNlUGF0aCh1cmxQYXRoKSksXG4gICAgLyoqIEEgcGFnZSB0aGUgY29kZSBuZWVkcyBieSBmaWxlIG5hbWUsIGUuZy4gYGNvbnRhY3RgOyBtaXNzaW5nIGlzIGEgY29udGVudCBlcnJvci4gKi9cbiAgICBwYWdlKG5hbWU6IHN0cmluZyk6IFBhZ2VFbnRyeSB7XG4gICAgICBjb25zdCBwYWdlID0gYnlOYW1lLmdldChuYW1lKTtcbiAgICAgIGlmICghcGFnZSkgdGhyb3cgbmV3IEVycm9yKGBjb250ZW50L3BhZ2VzLyR7bmFtZX0ubWR4IGlzIG1pc3Npbmc6IHRoZSBzaXRlIG5lZWRzIGl0YCk7XG4gICAgICByZXR1cm4gcGFnZTtcbiAgICB9LFxuICAgIGNvbnRlbnRJbjogKGxhbmc6IExhbmcpID0+IGJ5TGFuZy5nZXQobGFuZykgPz8gY29udGVudCxcbiAgICBwYWdlSW46IChsYW5nOiBMYW5nLCBuYW1lOiBzdHJpbmcpID0+IGJ5TGFuZy5nZXQobGFuZyk/LnBhZ2VzLmZpbmQoKHBhZ2UpID0+IHBhZ2UubmFtZSA9PT0gbmFtZSksXG4gICAgLyoqIFRoZSBzYW1lIHBhZ2UgaW4gZXZlcnkgbGFuZ3VhZ2UgdGhhdCBoYXMgaXQsIHRoZSBkZWZhdWx0IGxhbmd1YWdlIGZpcnN0ICh0aGUgbGFuZ3VhZ2Ugc3dpdGNoLCBgaHJlZmxhbmdgKS4gKi9cbiAgICB2ZXJzaW9uc09mKHVybFBhdGg6IHN0cmluZyk6IFBhZ2VWZXJzaW9uW10ge1xuICAgICAgY29uc3QgcGF0aCA9IG5vcm1hbGlzZVBhdGgodXJsUGF0aCk7XG4gICAgICBjb25zdCBwYWdlID0gYnlTbHVnLmdldChwYXRoKSA/PyBieUxpc3RpbmdQYXRoLmdldChwYXRoKTtcbiAgICAgIHJldHVybiBwYWdlID8gKHZlcnNpb25zLmdldCh2ZXJzaW9uS2V5KHBhZ2UpKSA/PyBbXSkgOiBbXTtcbiAgICB9LFxuICB9O1xufSk7XG5cbmV4cG9ydCBmdW5jdGlvbiBsaXN0UGFnZVBhdGhzKHNpdGU6IFNpdGVJbmRleCk6IHN0cmluZ1tdIHtcbiAgcmV0dXJuIFsuLi5zaXRlLnJvdXRhYmxlLm1hcCgoZW50cnkpID0+IGVudHJ5LmZyb250bWF0dGVyLnNsdWcpLCAuLi5zaXRlLmxpc3RpbmdzLm1hcCgobGlzdGluZykgPT4gbGlzdGluZy5wYXRoKV07XG59XG5cbmV4cG9ydCBpbnRlcmZhY2UgU2l0ZW1hcFBhZ2Uge1xuICBwYXRoOiBzdHJpbmc7XG4gIGxhc3RNb2RpZmllZD86IHN0cmluZztcbn1cblxuLyoqIFRoZSBzaXRlbWFwOiBldmVyeSBwYWdlIHRoYXQgaXMgbm90IGBub2luZGV4YCwgd2l0aCB0aGUgYXJ0aWNsZXMnIGRheXMuICovXG5leHBvcnQgZnVuY3Rpb24gbGlzdEluZGV4YWJsZVBhZ2VzKHNpdGU6IFNpdGVJbmRleCk6IFNpdGVtYXBQYWdlW10ge1xuICBjb25zdCBlbnRyaWVzID0gc2l0ZS5yb3V0YWJsZS5mbGF0TWFwKChlbnRyeSk6IFNpdGVtYXBQYWdlW10gPT4ge1xuICAgIGlmIChlbnRyeS5raW5kID09PSAnYXJ0aWNsZScpIHtcbiAgICAgIGNvbnN0IHsgc2x1ZywgZGF0ZSwgdXBkYXRlZCB9ID0gZW50cnkuZnJvbnRtYXR0ZXI7XG4gICAgICByZXR1cm4gW3sgcGF0aDogc2x1ZywgbGFzdE1vZGlmaWVkOiB1cGRhdGVkID8/IGRhdGUgfV07XG4gICAgfVxuICAgIHJldHVybiBlbnRyeS5mcm9udG1hdHRlci5ub2luZGV4IHx8IGlzTm90Rm91bmRQYWdlKGVudHJ5KSA/IFtdIDogW3sgcGF0aDogZW50cnkuZnJvbnRtYXR0ZXIuc2x1ZyB9XTtcbiAgfSk7XG4gIGNvbnN0IGxpc3RzID0gc2l0ZS5saXN0aW5nc1xuICAgIC5maWx0ZXIoKGxpc3RpbmcpID0+ICFsaXN0c0hpZGRlbihzaXRlLCBsaXN0aW5nKSlcbiAgICAubWFwKChsaXN0aW5nKSA9PiAoe1xuICAgICAgcGF0aDogbGlzdGluZy5wYXRoLFxuICAgICAgbGFzdE1vZGlmaWVkOiBsaXN0aW5nLmFydGljbGVzXG4gICAgICAgIC5tYXAoKGFydGljbGUpID0+IGFydGljbGUuZnJvbnRtYXR0ZXIudXBkYXRlZCA/PyBhcnRpY2xlLmZyb250bWF0dGVyLmRhdGUpXG4gICAgICAgIC5zb3J0KClcbiAgICAgICAgLmF0KC0xKSxcbiAgICB9KSk7XG4gIHJldHVybiBbLi4uZW50cmllcywgLi4ubGlzdHNdO1xufVxuXG5mdW5jdGlvbiBsaXN0c0hpZGRlbihzaXRlOiBTaXRlSW5kZXgsIGxpc3Rpbmc6IExpc3RpbmdQYWdlKTogYm9vbGVhbiB7XG4gIHJldHVybiBpbnNpZ2h0c1BhZ2Uoc2l0ZS5jb250ZW50SW4obGFuZ3VhZ2VPZlBhdGgobGlzdGluZy5wYXRoKSkpPy5mcm9udG1hdHRlci5ub2luZGV4ID8/IGZhbHNlO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gYWJzb2x1dGVVcmwoY29udGVudDogU2l0ZUNvbnRlbnQsIHVybFBhdGg6IHN0cmluZyk6IHN0cmluZyB7XG4gIGNvbnN0IGJhc2UgPSAocHJvY2Vzcy5lbnYuU0lURV9VUkwgPz8gY29udGVudC5mYWN0cy5zaXRlVXJsKS5yZXBsYWNlKC9cXC8rJC8sICcnKTtcbiAgcmV0dXJuIGAke2Jhc2V9JHt1cmxQYXRoID09PSAnLycgPyAnLycgOiB1cmxQYXRofWA7XG59XG4iLCAiaW1wb3J0IHsgZ2V0R2xvYmFsQ29udGV4dCB9IGZyb20gJ3Zpa2Uvc2VydmVyJztcbmltcG9ydCB0eXBlIHsgR2xvYmFsQ29udGV4dFNlcnZlciwgUGFnZUNvbnRleHRTZXJ2ZXIgfSBmcm9tICd2aWtlL3R5cGVzJztcbmltcG9ydCB0eXBlIHsgU2l0ZUluZGV4IH0gZnJvbSAnLi4vY29udGVudC1waXBlbGluZS9yb3V0ZXMnO1xuXG4vKiogYGdsb2JhbENvbnRleHQuc2l0ZWAgZm9yIHRoZSBwcmVyZW5kZXIgaG9va3MsIHdoaWNoIGFyZSBnaXZlbiBubyBwYWdlQ29udGV4dC4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBwcmVyZW5kZXJTaXRlKCk6IFByb21pc2U8U2l0ZUluZGV4PiB7XG4gIC8vIGdldEdsb2JhbENvbnRleHQoKSBpcyB0eXBlZCBmb3IgYnJvd3NlciBhbmQgc2VydmVyIGFsaWtlOyBwcmVyZW5kZXIgaG9va3MgcnVuIG9uIHRoZSBzZXJ2ZXIgb25seS5cbiAgY29uc3QgZ2xvYmFsQ29udGV4dCA9IChhd2FpdCBnZXRHbG9iYWxDb250ZXh0KCkpIGFzIEdsb2JhbENvbnRleHRTZXJ2ZXI7XG4gIHJldHVybiBnbG9iYWxDb250ZXh0LnNpdGU7XG59XG5cbi8qKiBUaGUgcm91dGUgb2YgYSBjb250ZW50IHBhZ2Ugd2l0aCBhIFZpa2UgcGFnZSBvZiBpdHMgb3duIChpdCBsb2FkcyBhIHNjcmlwdCk6IHRoZSBwYWdlIGBuYW1lYCBpbiBldmVyeSBsYW5ndWFnZS4gKi9cbmV4cG9ydCBmdW5jdGlvbiByb3V0ZVRvUGFnZU5hbWVkKG5hbWU6IHN0cmluZykge1xuICByZXR1cm4gKHBhZ2VDb250ZXh0OiBQYWdlQ29udGV4dFNlcnZlcikgPT4ge1xuICAgIGNvbnN0IGVudHJ5ID0gcGFnZUNvbnRleHQuZ2xvYmFsQ29udGV4dC5zaXRlLmVudHJ5QXQocGFnZUNvbnRleHQudXJsUGF0aG5hbWUpO1xuICAgIHJldHVybiBlbnRyeT8ua2luZCA9PT0gJ3BhZ2UnICYmIGVudHJ5Lm5hbWUgPT09IG5hbWU7XG4gIH07XG59XG5cbi8qKiBUaGUgYWRkcmVzc2VzIG9mIHRoZSBwYWdlIGBuYW1lYCBpbiBldmVyeSBsYW5ndWFnZSB0aGF0IGhhcyBpdDogYC9jb250YWN0YCwgYC9mci9jb250YWN0YC4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBwYXRoc09mUGFnZU5hbWVkKG5hbWU6IHN0cmluZyk6IFByb21pc2U8c3RyaW5nW10+IHtcbiAgY29uc3Qgc2l0ZSA9IGF3YWl0IHByZXJlbmRlclNpdGUoKTtcbiAgcmV0dXJuIHNpdGUucm91dGFibGUuZmxhdE1hcCgoZW50cnkpID0+XG4gICAgZW50cnkua2luZCA9PT0gJ3BhZ2UnICYmIGVudHJ5Lm5hbWUgPT09IG5hbWUgPyBbZW50cnkuZnJvbnRtYXR0ZXIuc2x1Z10gOiBbXSxcbiAgKTtcbn1cbiIsICIvLyBodHRwczovL3Zpa2UuZGV2L3JvdXRlLWZ1bmN0aW9uXG5pbXBvcnQgeyBTRUFSQ0hfUEFHRV9OQU1FIH0gZnJvbSAnLi4vLi4vY29udGVudC1waXBlbGluZS9yb3V0ZXMnO1xuaW1wb3J0IHsgcm91dGVUb1BhZ2VOYW1lZCB9IGZyb20gJy4uLy4uL3BhZ2UtZGF0YS9wcmVyZW5kZXJTaXRlJztcblxuZXhwb3J0IGRlZmF1bHQgcm91dGVUb1BhZ2VOYW1lZChTRUFSQ0hfUEFHRV9OQU1FKTtcbiJdLAogICJtYXBwaW5ncyI6ICI7QUFJTyxTQUFTLGNBQWMsU0FBeUI7QUFDckQsUUFBTSxlQUFlLFFBQVEsU0FBUyxhQUFhLElBQUksUUFBUSxNQUFNLEdBQUcsQ0FBQyxhQUFhLE1BQU0sSUFBSTtBQUNoRyxNQUFJLE1BQU0sYUFBYTtBQUN2QixTQUFPLE1BQU0sS0FBSyxhQUFhLFdBQVcsTUFBTSxDQUFDLE1BQU0sTUFBTyxRQUFPO0FBQ3JFLFNBQU8sYUFBYSxNQUFNLEdBQUcsR0FBRztBQUNsQztBQUVBLElBQU0sUUFBUTs7O0FDVlAsU0FBUyxjQUF5QyxTQUFtRDtBQUMxRyxRQUFNLFFBQVEsb0JBQUksUUFBb0I7QUFDdEMsU0FBTyxDQUFDLFFBQVE7QUFDZCxRQUFJLE1BQU0sSUFBSSxHQUFHLEVBQUcsUUFBTyxNQUFNLElBQUksR0FBRztBQUN4QyxVQUFNLFFBQVEsUUFBUSxHQUFHO0FBQ3pCLFVBQU0sSUFBSSxLQUFLLEtBQUs7QUFDcEIsV0FBTztBQUFBLEVBQ1Q7QUFDRjs7O0FDUk8sSUFBTSxZQUFZLENBQUMsTUFBTSxJQUFJO0FBSTdCLElBQU0sZUFBcUI7QUFHM0IsSUFBTSxnQkFBZ0U7QUFBQSxFQUMzRSxJQUFJLEVBQUUsTUFBTSxTQUFTLFFBQVEsUUFBUTtBQUFBLEVBQ3JDLElBQUksRUFBRSxNQUFNLFNBQVMsUUFBUSxRQUFRO0FBQ3ZDO0FBR08sSUFBTSx1QkFBd0MsVUFBVSxPQUFPLENBQUMsU0FBUyxTQUFTLFlBQVk7QUFHOUYsU0FBUyxjQUFjLEtBQW1CO0FBQy9DLFNBQU8sVUFBVSxLQUFLLENBQUMsU0FBUyxRQUFRLFFBQVEsSUFBSSxXQUFXLEdBQUcsSUFBSSxHQUFHLENBQUMsS0FBSztBQUNqRjtBQUVPLElBQU0saUJBQXVDLEVBQUUsSUFBSSxXQUFXLElBQUksY0FBVztBQUc3RSxTQUFTLGFBQWEsTUFBb0I7QUFDL0MsU0FBTyxTQUFTLGVBQWUsTUFBTSxJQUFJLElBQUk7QUFDL0M7QUFFTyxTQUFTLGVBQWUsU0FBMEI7QUFDdkQsU0FBTyxVQUFVLEtBQUssQ0FBQyxTQUFTLGFBQWEsSUFBSSxNQUFNLE9BQU87QUFDaEU7QUFHTyxTQUFTLG9CQUFvQixTQUFpQixNQUFxQjtBQUN4RSxNQUFJLFNBQVM7QUFDWCxXQUFPLENBQUMsVUFBVSxLQUFLLENBQUMsVUFBVSxVQUFVLGdCQUFnQixvQkFBb0IsU0FBUyxLQUFLLENBQUM7QUFDakcsUUFBTSxPQUFPLGFBQWEsSUFBSTtBQUM5QixTQUFPLFlBQVksUUFBUSxRQUFRLFdBQVcsR0FBRyxJQUFJLEdBQUc7QUFDMUQ7QUFHTyxTQUFTLGVBQWUsU0FBdUI7QUFDcEQsU0FBTyxVQUFVLEtBQUssQ0FBQyxTQUFTLFNBQVMsZ0JBQWdCLG9CQUFvQixTQUFTLElBQUksQ0FBQyxLQUFLO0FBQ2xHO0FBRU8sU0FBUyxPQUFPLE9BQStCO0FBQ3BELFNBQU8sT0FBTyxVQUFVLFlBQWEsVUFBZ0MsU0FBUyxLQUFLO0FBQ3JGOzs7QUNaTyxTQUFTLGVBQWUsU0FBc0IsTUFBcUM7QUFuQzFGO0FBb0NFLFNBQU8sUUFBUSxNQUFNLEtBQUssQ0FBQyxTQUFTLEtBQUssU0FBUyxJQUFJLE9BQUssYUFBUSxhQUFSLG1CQUFrQixNQUFNLEtBQUssQ0FBQyxTQUFTLEtBQUssU0FBUztBQUNsSDtBQUVPLFNBQVMsT0FBTyxNQUE2QjtBQUNsRCxTQUFPLEtBQUssUUFBUTtBQUN0QjtBQUVPLFNBQVMsY0FBYyxTQUFxQztBQUNqRSxTQUFPLENBQUMsU0FBUyxHQUFHLE9BQU8sT0FBTyxRQUFRLGdCQUFnQixDQUFDLENBQUMsQ0FBQztBQUMvRDs7O0FDekNBLElBQU0sU0FBUyxDQUFDLFVBQWtCLE1BQU0sZUFBZSxPQUFPO0FBRXZELElBQU0sS0FBSztBQUFBO0FBQUEsRUFFaEIsT0FBTztBQUFBLElBQ0wsVUFBVTtBQUFBLElBQ1YsZ0JBQWdCO0FBQUEsSUFDaEIsZ0JBQWdCO0FBQUEsSUFDaEIsTUFBTTtBQUFBLElBQ04sT0FBTztBQUFBLElBQ1AsUUFBUTtBQUFBLElBQ1IsTUFBTTtBQUFBLElBQ04sY0FBYztBQUFBLElBQ2QsWUFBWTtBQUFBLElBQ1osV0FBVztBQUFBLElBQ1gsa0JBQWtCO0FBQUEsSUFDbEIsaUJBQWlCLENBQUMsVUFBa0IsR0FBRyxLQUFLO0FBQUEsSUFDNUMsY0FBYztBQUFBLElBQ2QsVUFBVTtBQUFBLElBQ1YsYUFBYTtBQUFBLElBQ2IsYUFBYTtBQUFBLElBQ2IsbUJBQW1CO0FBQUEsSUFDbkIsU0FBUztBQUFBLElBQ1QsY0FBYyxFQUFFLFNBQVMsV0FBVyxhQUFhLGdCQUFnQixlQUFlLGdCQUFnQjtBQUFBLElBQ2hHLGVBQWU7QUFBQSxJQUNmLGVBQWU7QUFBQSxJQUNmLFVBQVU7QUFBQSxJQUNWLFlBQVk7QUFBQSxJQUNaLGtCQUFrQjtBQUFBLElBQ2xCLFdBQVc7QUFBQSxJQUNYLGFBQWE7QUFBQSxJQUNiLGNBQWM7QUFBQSxJQUNkLFlBQVk7QUFBQSxJQUNaLG9CQUFvQjtBQUFBLElBQ3BCLFVBQVU7QUFBQSxJQUNWLGVBQWU7QUFBQSxJQUNmLE9BQU8sQ0FBQyxTQUFpQixPQUFPLEtBQUssWUFBWSxDQUFDO0FBQUEsSUFDbEQsU0FBUztBQUFBLElBQ1QsSUFBSTtBQUFBLElBQ0osT0FBTztBQUFBLElBQ1AsVUFBVSxDQUFDLFNBQWlCLGFBQWEsSUFBSTtBQUFBLElBQzdDLFVBQVUsQ0FBQyxXQUFtQixhQUFhLE1BQU07QUFBQSxJQUNqRCxpQkFBaUIsQ0FBQyxTQUFpQixTQUNqQyxHQUFHLE9BQU8sa0NBQWtDLElBQUk7QUFBQSxJQUNsRCxRQUFRLENBQUNBLFNBQWdCLFVBQWtCLFVBQVVBLE9BQU0sT0FBTyxLQUFLO0FBQUEsSUFDdkUsV0FBVztBQUFBLElBQ1gsYUFBYTtBQUFBLElBQ2IsU0FBUyxDQUFDLFdBQW1CLDZCQUE2QixNQUFNO0FBQUEsSUFDaEUsbUJBQW1CO0FBQUEsSUFDbkIsZUFBZTtBQUFBLElBQ2YsWUFBWTtBQUFBLElBQ1osa0JBQWtCO0FBQUEsSUFDbEIsSUFBSTtBQUFBLElBQ0osUUFBUTtBQUFBLElBQ1IsU0FBUztBQUFBLElBQ1QsU0FBUztBQUFBLElBQ1QsWUFBWSxDQUFDLFNBQWlCLG1CQUFtQixJQUFJO0FBQUEsSUFDckQsZUFBZSxDQUFDLFVBQWtCLEdBQUcsS0FBSztBQUFBLElBQzFDLHlCQUF5QjtBQUFBLElBQ3pCLG9CQUFvQjtBQUFBO0FBQUEsSUFFcEIsYUFBYSxDQUFDLE1BQU0sT0FBTyxPQUFPLFNBQVMsUUFBUSxRQUFRLE9BQU8sU0FBUyxTQUFTLFFBQVEsS0FBSztBQUFBLElBQ2pHLFlBQVksQ0FBQyxTQUFpQixHQUFHLElBQUk7QUFBQSxJQUNyQyxZQUFZO0FBQUEsSUFDWixZQUFZLENBQUNBLFlBQW1CLFFBQVFBLE9BQU07QUFBQSxJQUM5QyxnQkFBZ0I7QUFBQSxJQUNoQixrQkFBa0I7QUFBQSxJQUNsQixhQUFhO0FBQUEsSUFDYixtQkFBbUI7QUFBQSxJQUNuQixhQUFhO0FBQUEsSUFDYixxQkFBcUI7QUFBQSxJQUNyQixRQUFRO0FBQUEsSUFDUixlQUFlLENBQUNBLFlBQW1CLGlCQUFpQkEsT0FBTTtBQUFBLElBQzFELGNBQWMsQ0FBQyxXQUFtQixTQUFpQiw2QkFBNkIsU0FBUyxXQUFXLElBQUk7QUFBQSxJQUN4RyxXQUFXO0FBQUEsSUFDWCxlQUFlLENBQUMsVUFBa0IsWUFBWSxVQUFVLElBQUksU0FBUyxPQUFPO0FBQUEsSUFDNUUsZ0JBQWdCO0FBQUEsSUFDaEIsaUJBQWlCO0FBQUEsSUFDakIsZUFBZTtBQUFBLElBQ2YsaUJBQWlCO0FBQUEsSUFDakIsdUJBQXVCO0FBQUEsSUFDdkIsZUFBZTtBQUFBLElBQ2YsU0FBUyxDQUFDLFlBQW9CLFlBQVksUUFBUSxZQUFZLENBQUM7QUFBQSxJQUMvRCxnQkFBZ0I7QUFBQSxJQUNoQixVQUFVO0FBQUEsSUFDVixZQUFZO0FBQUEsSUFDWixhQUFhO0FBQUEsSUFDYixhQUFhO0FBQUEsSUFDYixNQUFNO0FBQUEsSUFDTixPQUFPO0FBQUEsSUFDUCxPQUFPO0FBQUEsSUFDUCxVQUFVO0FBQUE7QUFBQSxJQUVWLFlBQVksQ0FBQyxPQUFlLFNBQWlCLFVBQzNDLFVBQVUsSUFBSSxXQUFXLE9BQU8sS0FBSyxPQUFPLEtBQUssV0FBVyxPQUFPO0FBQUEsSUFDckUsYUFBYTtBQUFBLElBQ2Isa0JBQWtCLENBQUMsV0FBbUIsU0FBUyxNQUFNO0FBQUEsSUFDckQsd0JBQXdCO0FBQUEsSUFDeEIsUUFBUTtBQUFBLElBQ1IsY0FBYyxFQUFFLElBQUksY0FBYyxJQUFJLFlBQVk7QUFBQSxJQUNsRCxvQkFBb0I7QUFBQSxJQUNwQixVQUFVO0FBQUE7QUFBQSxJQUVWLFdBQVcsRUFBRSxNQUFNLFFBQVEsUUFBUSxTQUFTO0FBQUEsSUFDNUMsZUFBZTtBQUFBLElBQ2YsV0FBVztBQUFBO0FBQUEsSUFFWCxhQUFhO0FBQUEsTUFDWCxpQkFBaUI7QUFBQSxNQUNqQixPQUFPO0FBQUEsTUFDUCxVQUFVO0FBQUEsTUFDVixNQUFNO0FBQUEsTUFDTixRQUFRO0FBQUEsSUFDVjtBQUFBLElBQ0EsbUJBQW1CO0FBQUEsSUFDbkIsZ0JBQWdCO0FBQUEsSUFDaEIsaUJBQWlCO0FBQUEsSUFDakIsZUFBZTtBQUFBLElBQ2Ysc0JBQXNCO0FBQUEsSUFDdEIsc0JBQXNCO0FBQUEsSUFDdEIsbUJBQW1CO0FBQUE7QUFBQSxJQUVuQixxQkFBcUI7QUFBQSxJQUNyQixjQUFjLENBQUMsU0FBaUIsR0FBRyxJQUFJO0FBQUEsSUFDdkMsVUFBVTtBQUFBLE1BQ1IsUUFBUTtBQUFBLE1BQ1IsTUFBTTtBQUFBLE1BQ04sT0FBTztBQUFBLElBQ1Q7QUFBQSxJQUNBLGFBQWEsQ0FBQyxPQUFlLE1BQWMsTUFBYyxhQUFxQjtBQUM1RSxZQUFNLFFBQVEsT0FBTyxpQkFBaUIsSUFBSSxLQUFLO0FBQy9DLFVBQUksVUFBVSxFQUFHLFFBQU8sd0JBQW1CLElBQUksU0FBSSxLQUFLO0FBQ3hELFlBQU0sUUFBUSxRQUFRLFdBQVcsZUFBZSxRQUFRLFdBQVc7QUFDbkUsYUFBTyxHQUFHLEtBQUssSUFBSSxVQUFVLElBQUksV0FBVyxTQUFTLGNBQVMsSUFBSSxTQUFJLEtBQUssR0FBRyxLQUFLO0FBQUEsSUFDckY7QUFBQSxFQUNGO0FBQUE7QUFBQSxFQUVBLE1BQU07QUFBQSxJQUNKLFVBQVU7QUFBQSxJQUNWLFVBQVU7QUFBQSxJQUNWLGNBQWM7QUFBQSxJQUNkLGFBQWE7QUFBQSxJQUNiLGVBQWU7QUFBQSxJQUNmLGVBQWU7QUFBQSxJQUNmLGNBQWM7QUFBQSxJQUNkLE1BQU07QUFBQSxJQUNOLFNBQVM7QUFBQSxJQUNULFVBQVU7QUFBQSxJQUNWLFVBQVUsQ0FBQyxjQUF1QixZQUFZLGNBQWMsU0FBUyxNQUFNO0FBQUE7QUFBQSxJQUUzRSxpQkFBaUI7QUFBQSxJQUNqQixXQUFXLENBQUMsV0FBbUI7QUFBQSxNQUM3QjtBQUFBLFFBQ0UsT0FBTztBQUFBLFFBQ1AsTUFBTTtBQUFBLE1BQ1I7QUFBQSxNQUNBO0FBQUEsUUFDRSxPQUFPO0FBQUEsUUFDUCxNQUFNLEdBQUcsU0FBUyxNQUFNLE1BQU0sS0FBSyxpQ0FBaUM7QUFBQSxNQUN0RTtBQUFBLE1BQ0E7QUFBQSxRQUNFLE9BQU87QUFBQSxRQUNQLE1BQU07QUFBQSxNQUNSO0FBQUEsSUFDRjtBQUFBLElBQ0EsZ0JBQWdCO0FBQUEsSUFDaEIsWUFBWTtBQUFBLElBQ1osYUFBYTtBQUFBLElBQ2IsZUFBZTtBQUFBLElBQ2YscUJBQXFCO0FBQUEsSUFDckIsU0FBUztBQUFBLElBQ1QsVUFBVTtBQUFBLElBQ1YsWUFBWTtBQUFBLElBQ1osVUFBVTtBQUFBLElBQ1YsSUFBSTtBQUFBLElBQ0osY0FBYztBQUFBLElBQ2QsT0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBLEVBRUEsUUFBUTtBQUFBLElBQ04sV0FBVztBQUFBLE1BQ1QsT0FBTztBQUFBLE1BQ1AsTUFBTSxDQUFDLFFBQWdCLGdDQUFnQyxPQUFPLEdBQUcsQ0FBQztBQUFBLElBQ3BFO0FBQUEsSUFDQSxVQUFVLEVBQUUsT0FBTyxhQUFhLE1BQU0sQ0FBQyxRQUFnQiwrQkFBK0IsT0FBTyxHQUFHLENBQUMsZUFBZTtBQUFBLElBQ2hILE9BQU8sRUFBRSxPQUFPLFNBQVMsTUFBTSx5REFBeUQ7QUFBQSxJQUN4RixPQUFPO0FBQUEsTUFDTCxPQUFPO0FBQUEsTUFDUCxNQUFNLENBQUMsS0FBYSxRQUNsQiwyQkFBMkIsR0FBRyxPQUFPLEdBQUc7QUFBQSxJQUM1QztBQUFBLElBQ0Esa0JBQWtCO0FBQUEsTUFDaEIsT0FBTztBQUFBLE1BQ1AsYUFBYTtBQUFBLE1BQ2IsTUFBTTtBQUFBLElBQ1I7QUFBQSxJQUNBLG9CQUFvQjtBQUFBLE1BQ2xCLE9BQU87QUFBQSxNQUNQLGFBQWE7QUFBQSxNQUNiLE1BQU0sQ0FBQyxLQUFhLFFBQWdCLDJCQUEyQixPQUFPLEdBQUcsQ0FBQyxPQUFPLE9BQU8sR0FBRyxDQUFDO0FBQUEsSUFDOUY7QUFBQSxJQUNBLGNBQWMsRUFBRSxPQUFPLGlCQUFpQixhQUFhLGtCQUFrQixNQUFNLG1DQUFtQztBQUFBLElBQ2hILGVBQWU7QUFBQSxNQUNiLE9BQU87QUFBQSxNQUNQLGFBQWE7QUFBQSxNQUNiLE1BQU07QUFBQSxJQUNSO0FBQUEsSUFDQSxVQUFVO0FBQUEsTUFDUixPQUFPO0FBQUEsTUFDUCxhQUFhO0FBQUEsTUFDYixNQUFNO0FBQUEsSUFDUjtBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBRUEsU0FBUztBQUFBLElBQ1AsV0FBVztBQUFBLElBQ1gsUUFBUTtBQUFBLElBQ1IsVUFBVTtBQUFBLElBQ1YsS0FBSztBQUFBLElBQ0wsT0FBTztBQUFBLElBQ1AsT0FBTztBQUFBLElBQ1AsTUFBTTtBQUFBLElBQ04sU0FBUztBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsU0FBUztBQUFBLElBQ1QsU0FBUztBQUFBLEVBQ1g7QUFBQTtBQUFBLEVBRUEsU0FBUztBQUFBLElBQ1AsU0FBUyxFQUFFLE9BQU8sWUFBWSxhQUFhLHFFQUFxRTtBQUFBLElBQ2hILE9BQU8sRUFBRSxPQUFPLFNBQVMsYUFBYSxxRUFBcUU7QUFBQSxJQUMzRyxrQkFBa0I7QUFBQSxJQUNsQixjQUFjO0FBQUEsRUFDaEI7QUFBQTtBQUFBLEVBRUEsWUFBWTtBQUFBLElBQ1YsUUFBUTtBQUFBLE1BQ04sV0FBVztBQUFBLE1BQ1gsVUFBVTtBQUFBLE1BQ1YsT0FBTztBQUFBLE1BQ1AsT0FBTztBQUFBLE1BQ1Asa0JBQWtCO0FBQUEsTUFDbEIsb0JBQW9CO0FBQUEsTUFDcEIsT0FBTztBQUFBLE1BQ1AsY0FBYztBQUFBLE1BQ2QsaUJBQWlCO0FBQUEsTUFDakIsZUFBZTtBQUFBLE1BQ2YsVUFBVTtBQUFBLE1BQ1YsVUFBVTtBQUFBLElBQ1o7QUFBQSxJQUNBLFNBQVMsQ0FBQyxVQUFrQixHQUFHLEtBQUs7QUFBQSxJQUNwQyxZQUFZLENBQUMsVUFBa0IsR0FBRyxLQUFLO0FBQUEsSUFDdkMsU0FBUyxDQUFDLE9BQWUsUUFBZ0IsR0FBRyxLQUFLLG9CQUFvQixHQUFHO0FBQUEsSUFDeEUsZ0JBQWdCO0FBQUEsSUFDaEIsZUFBZTtBQUFBLElBQ2YsaUJBQWlCO0FBQUEsSUFDakIsaUJBQWlCO0FBQUEsSUFDakIsWUFBWTtBQUFBLElBQ1osaUJBQWlCO0FBQUEsSUFDakIsYUFBYSxDQUFDLFFBQWdCLG9DQUFvQyxHQUFHO0FBQUEsSUFDckUsWUFBWTtBQUFBLElBQ1osWUFBWTtBQUFBLElBQ1osaUJBQWlCLENBQUMsUUFBZ0Isb0NBQW9DLEdBQUc7QUFBQSxJQUN6RSxpQkFBaUI7QUFBQSxJQUNqQixlQUFlO0FBQUEsSUFDZixxQkFBcUI7QUFBQSxJQUNyQixZQUFZO0FBQUEsSUFDWixnQkFBZ0I7QUFBQSxFQUNsQjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFLQSxVQUFVO0FBQUEsSUFDUixnQkFDRTtBQUFBLElBQ0YsYUFBYTtBQUFBLElBQ2IsV0FBVztBQUFBLElBQ1gsYUFBYTtBQUFBLElBQ2Isb0JBQW9CO0FBQUEsSUFDcEIsY0FDRTtBQUFBO0FBQUEsSUFFRixTQUFTO0FBQUEsRUFDWDtBQUNGOzs7QUMzUkEsSUFBTSxPQUFPO0FBRWIsSUFBTSxTQUFTLENBQUMsVUFBa0IsTUFBTSxlQUFlLE9BQU87QUFFOUQsSUFBTSxLQUFLLENBQUMsU0FBa0IsMEJBQTBCLEtBQUssSUFBSSxJQUFJLFVBQUssSUFBSSxLQUFLLE1BQU0sSUFBSTtBQUV0RixJQUFNLEtBQWU7QUFBQSxFQUMxQixPQUFPO0FBQUEsSUFDTCxVQUFVO0FBQUEsSUFDVixnQkFBZ0I7QUFBQSxJQUNoQixnQkFBZ0I7QUFBQSxJQUNoQixNQUFNO0FBQUEsSUFDTixPQUFPO0FBQUEsSUFDUCxRQUFRO0FBQUEsSUFDUixNQUFNO0FBQUEsSUFDTixjQUFjO0FBQUEsSUFDZCxZQUFZO0FBQUEsSUFDWixXQUFXO0FBQUEsSUFDWCxrQkFBa0I7QUFBQSxJQUNsQixpQkFBaUIsQ0FBQyxVQUFVLEdBQUcsS0FBSyxHQUFHLElBQUk7QUFBQSxJQUMzQyxjQUFjO0FBQUEsSUFDZCxVQUFVO0FBQUEsSUFDVixhQUFhO0FBQUEsSUFDYixhQUFhO0FBQUEsSUFDYixtQkFBbUI7QUFBQSxJQUNuQixTQUFTO0FBQUEsSUFDVCxjQUFjLEVBQUUsU0FBUyxzQkFBbUIsYUFBYSxrQkFBa0IsZUFBZSxtQkFBZ0I7QUFBQSxJQUMxRyxlQUFlO0FBQUEsSUFDZixlQUFlO0FBQUEsSUFDZixVQUFVO0FBQUEsSUFDVixZQUFZO0FBQUEsSUFDWixrQkFBa0I7QUFBQSxJQUNsQixXQUFXO0FBQUEsSUFDWCxhQUFhO0FBQUEsSUFDYixjQUFjO0FBQUEsSUFDZCxZQUFZO0FBQUEsSUFDWixvQkFBb0IsbUdBQW1GLElBQUk7QUFBQSxJQUMzRyxVQUFVO0FBQUEsSUFDVixlQUFlO0FBQUEsSUFDZixPQUFPLENBQUMsU0FBUyx5QkFBeUIsSUFBSTtBQUFBLElBQzlDLFNBQVM7QUFBQSxJQUNULElBQUk7QUFBQSxJQUNKLE9BQU87QUFBQSxJQUNQLFVBQVUsQ0FBQyxTQUFTLFNBQVMsSUFBSSxLQUFLLElBQUk7QUFBQSxJQUMxQyxVQUFVLENBQUMsV0FBVyw0QkFBc0IsTUFBTTtBQUFBLElBQ2xELGlCQUFpQixDQUFDLFNBQVMsU0FDekIsR0FBRyxPQUFPLEdBQUcsSUFBSSxzQ0FBc0MsSUFBSTtBQUFBLElBQzdELFFBQVEsQ0FBQ0MsU0FBUSxVQUFVLFVBQVVBLE9BQU0sT0FBTyxLQUFLO0FBQUEsSUFDdkQsV0FBVztBQUFBLElBQ1gsYUFBYTtBQUFBLElBQ2IsU0FBUyxDQUFDLFdBQVcsOENBQXFDLE1BQU07QUFBQSxJQUNoRSxtQkFBbUI7QUFBQSxJQUNuQixlQUFlO0FBQUEsSUFDZixZQUFZO0FBQUEsSUFDWixrQkFBa0I7QUFBQSxJQUNsQixJQUFJO0FBQUEsSUFDSixRQUFRO0FBQUEsSUFDUixTQUFTO0FBQUEsSUFDVCxTQUFTO0FBQUEsSUFDVCxZQUFZLENBQUMsU0FBUyxpQ0FBNEIsSUFBSTtBQUFBO0FBQUEsSUFFdEQsZUFBZSxDQUFDLFVBQVUsR0FBRyxNQUFNLFFBQVEsWUFBWSxZQUFZLENBQUM7QUFBQSxJQUNwRSx5QkFBeUI7QUFBQSxJQUN6QixvQkFBb0I7QUFBQSxJQUNwQixhQUFhLENBQUMsU0FBUyxNQUFNLFFBQVEsU0FBUyxVQUFVLFFBQVEsT0FBTyxRQUFRLFFBQVEsUUFBUSxLQUFLO0FBQUEsSUFDcEcsWUFBWSxDQUFDLFNBQVMsR0FBRyxJQUFJLEdBQUcsSUFBSTtBQUFBO0FBQUEsSUFFcEMsWUFBWTtBQUFBLElBQ1osWUFBWSxDQUFDQSxZQUFXLGNBQWNBLE9BQU07QUFBQSxJQUM1QyxnQkFBZ0I7QUFBQSxJQUNoQixrQkFBa0I7QUFBQSxJQUNsQixhQUFhO0FBQUEsSUFDYixtQkFBbUI7QUFBQSxJQUNuQixhQUFhO0FBQUEsSUFDYixxQkFBcUI7QUFBQSxJQUNyQixRQUFRO0FBQUEsSUFDUixlQUFlLENBQUNBLFlBQVcsZUFBZUEsT0FBTTtBQUFBLElBQ2hELGNBQWMsQ0FBQyxXQUFXLFNBQVMsOEJBQTJCLFNBQVMsT0FBTyxJQUFJO0FBQUEsSUFDbEYsV0FBVztBQUFBLElBQ1gsZUFBZSxDQUFDLFVBQVUsR0FBRyxVQUFVLElBQUksWUFBWSxVQUFVLGVBQWUsSUFBSTtBQUFBLElBQ3BGLGdCQUNFO0FBQUEsSUFDRixpQkFBaUI7QUFBQSxJQUNqQixlQUFlO0FBQUEsSUFDZixpQkFBaUI7QUFBQSxJQUNqQix1QkFBdUI7QUFBQSxJQUN2QixlQUFlO0FBQUEsSUFDZixTQUFTLENBQUMsWUFBWSxxQkFBcUIsT0FBTztBQUFBLElBQ2xELGdCQUFnQjtBQUFBLElBQ2hCLFVBQVU7QUFBQSxJQUNWLFlBQVk7QUFBQSxJQUNaLGFBQWE7QUFBQSxJQUNiLGFBQWE7QUFBQSxJQUNiLE1BQU07QUFBQSxJQUNOLE9BQU87QUFBQSxJQUNQLE9BQU87QUFBQSxJQUNQLFVBQVU7QUFBQSxJQUNWLFlBQVksQ0FBQyxPQUFPLFNBQVMsU0FBUztBQUNwQyxZQUFNLFFBQVEsU0FBUyxXQUFXLEdBQUcsT0FBTyxJQUFJO0FBQ2hELGFBQU8sVUFBVSxJQUFJLFlBQVksS0FBSyxLQUFLLE9BQU8sS0FBSyxXQUFXLEtBQUs7QUFBQSxJQUN6RTtBQUFBLElBQ0EsYUFBYTtBQUFBLElBQ2Isa0JBQWtCLENBQUMsV0FBVyxlQUFZLEdBQUcsTUFBTSxDQUFDO0FBQUEsSUFDcEQsd0JBQXdCO0FBQUEsSUFDeEIsUUFBUTtBQUFBLElBQ1IsY0FBYyxFQUFFLElBQUksY0FBYyxJQUFJLGlCQUFjO0FBQUEsSUFDcEQsb0JBQW9CO0FBQUEsSUFDcEIsVUFBVTtBQUFBLElBQ1YsV0FBVyxFQUFFLE1BQU0sWUFBWSxRQUFRLFVBQVU7QUFBQSxJQUNqRCxlQUFlO0FBQUEsSUFDZixXQUFXO0FBQUEsSUFDWCxhQUFhO0FBQUEsTUFDWCxpQkFBaUI7QUFBQSxNQUNqQixPQUFPO0FBQUEsTUFDUCxVQUFVO0FBQUEsTUFDVixNQUFNO0FBQUEsTUFDTixRQUFRO0FBQUEsSUFDVjtBQUFBLElBQ0EsbUJBQW1CO0FBQUEsSUFDbkIsZ0JBQWdCO0FBQUEsSUFDaEIsaUJBQWlCO0FBQUEsSUFDakIsZUFBZTtBQUFBLElBQ2Ysc0JBQXNCO0FBQUEsSUFDdEIsc0JBQXNCO0FBQUEsSUFDdEIsbUJBQW1CLHdEQUFtRCxJQUFJO0FBQUEsSUFDMUUscUJBQXFCO0FBQUEsSUFDckIsY0FBYyxDQUFDLFNBQVMsR0FBRyxJQUFJLEdBQUcsSUFBSTtBQUFBLElBQ3RDLFVBQVU7QUFBQSxNQUNSLFFBQVE7QUFBQSxNQUNSLE1BQU07QUFBQSxNQUNOLE9BQ0U7QUFBQSxJQUNKO0FBQUEsSUFDQSxhQUFhLENBQUMsT0FBTyxNQUFNLE1BQU0sYUFBYTtBQUM1QyxZQUFNLFNBQVMsT0FBSSxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUk7QUFDckMsWUFBTSxRQUFRLE9BQU8sd0JBQXdCLElBQUksS0FBSztBQUN0RCxVQUFJLFVBQVU7QUFDWixlQUFPLDBCQUF1QixNQUFNLEdBQUcsS0FBSztBQUM5QyxZQUFNLFFBQVEsUUFBUSxXQUFXLFNBQVMsUUFBUSwwQkFBdUI7QUFDekUsYUFBTyxHQUFHLEtBQUssSUFBSSxVQUFVLElBQUksZ0JBQWEsY0FBVyxTQUFTLE1BQU0sR0FBRyxLQUFLLEdBQUcsS0FBSztBQUFBLElBQzFGO0FBQUEsRUFDRjtBQUFBLEVBQ0EsTUFBTTtBQUFBLElBQ0osVUFBVTtBQUFBLElBQ1YsVUFBVTtBQUFBLElBQ1YsY0FBYztBQUFBLElBQ2QsYUFBYTtBQUFBLElBQ2IsZUFDRTtBQUFBLElBQ0YsZUFBZTtBQUFBLElBQ2YsY0FBYztBQUFBLElBQ2QsTUFBTTtBQUFBLElBQ04sU0FBUztBQUFBLElBQ1QsVUFBVTtBQUFBLElBQ1YsVUFBVSxDQUFDLGNBQWUsWUFBWSxVQUFVLFNBQVMsTUFBTTtBQUFBLElBQy9ELGlCQUFpQjtBQUFBLElBQ2pCLFdBQVcsQ0FBQyxXQUFXO0FBQUEsTUFDckI7QUFBQSxRQUNFLE9BQU87QUFBQSxRQUNQLE1BQU07QUFBQSxNQUNSO0FBQUEsTUFDQTtBQUFBLFFBQ0UsT0FBTztBQUFBLFFBQ1AsTUFBTSxHQUFHLFNBQVMsT0FBTyxNQUFNLEtBQUsscUNBQXFDO0FBQUEsTUFDM0U7QUFBQSxNQUNBO0FBQUEsUUFDRSxPQUFPO0FBQUEsUUFDUCxNQUFNO0FBQUEsTUFDUjtBQUFBLElBQ0Y7QUFBQSxJQUNBLGdCQUNFO0FBQUEsSUFDRixZQUFZO0FBQUEsSUFDWixhQUFhO0FBQUEsSUFDYixlQUFlO0FBQUEsSUFDZixxQkFBcUI7QUFBQSxJQUNyQixTQUFTO0FBQUEsSUFDVCxVQUFVO0FBQUEsSUFDVixZQUFZO0FBQUEsSUFDWixVQUFVO0FBQUEsSUFDVixJQUFJO0FBQUEsSUFDSixjQUFjO0FBQUEsSUFDZCxPQUFPO0FBQUEsRUFDVDtBQUFBLEVBQ0EsUUFBUTtBQUFBLElBQ04sV0FBVyxFQUFFLE9BQU8sYUFBVSxNQUFNLENBQUMsUUFBUSxtQ0FBZ0MsT0FBTyxHQUFHLENBQUMsa0JBQWU7QUFBQSxJQUN2RyxVQUFVLEVBQUUsT0FBTyxPQUFPLE1BQU0sQ0FBQyxRQUFRLDZCQUE2QixPQUFPLEdBQUcsQ0FBQyxrQkFBZTtBQUFBLElBQ2hHLE9BQU8sRUFBRSxPQUFPLFlBQVksTUFBTSw0REFBNEQ7QUFBQSxJQUM5RixPQUFPO0FBQUEsTUFDTCxPQUFPO0FBQUEsTUFDUCxNQUFNLENBQUMsS0FBSyxRQUFRLDBCQUF1QixHQUFHLFNBQU0sR0FBRztBQUFBLElBQ3pEO0FBQUEsSUFDQSxrQkFBa0I7QUFBQSxNQUNoQixPQUFPO0FBQUEsTUFDUCxhQUFhO0FBQUEsTUFDYixNQUFNO0FBQUEsSUFDUjtBQUFBLElBQ0Esb0JBQW9CO0FBQUEsTUFDbEIsT0FBTztBQUFBLE1BQ1AsYUFDRTtBQUFBLE1BQ0YsTUFBTSxDQUFDLEtBQUssUUFBUSxnQ0FBNkIsT0FBTyxHQUFHLENBQUMsU0FBTSxPQUFPLEdBQUcsQ0FBQztBQUFBLElBQy9FO0FBQUEsSUFDQSxjQUFjO0FBQUEsTUFDWixPQUFPO0FBQUEsTUFDUCxhQUFhO0FBQUEsTUFDYixNQUFNO0FBQUEsSUFDUjtBQUFBLElBQ0EsZUFBZTtBQUFBLE1BQ2IsT0FBTztBQUFBLE1BQ1AsYUFBYTtBQUFBLE1BQ2IsTUFBTTtBQUFBLElBQ1I7QUFBQSxJQUNBLFVBQVU7QUFBQSxNQUNSLE9BQU87QUFBQSxNQUNQLGFBQWE7QUFBQSxNQUNiLE1BQU07QUFBQSxJQUNSO0FBQUEsRUFDRjtBQUFBLEVBQ0EsU0FBUztBQUFBLElBQ1AsV0FBVztBQUFBLElBQ1gsUUFBUTtBQUFBLElBQ1IsVUFBVTtBQUFBLElBQ1YsS0FBSztBQUFBLElBQ0wsT0FBTztBQUFBLElBQ1AsT0FBTztBQUFBLElBQ1AsTUFBTTtBQUFBLElBQ04sU0FBUztBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsU0FBUztBQUFBLElBQ1QsU0FBUztBQUFBLEVBQ1g7QUFBQSxFQUNBLFNBQVM7QUFBQSxJQUNQLFNBQVM7QUFBQSxNQUNQLE9BQU87QUFBQSxNQUNQLGFBQWE7QUFBQSxJQUNmO0FBQUEsSUFDQSxPQUFPO0FBQUEsTUFDTCxPQUFPO0FBQUEsTUFDUCxhQUFhO0FBQUEsSUFDZjtBQUFBLElBQ0Esa0JBQWtCO0FBQUEsSUFDbEIsY0FBYztBQUFBLEVBQ2hCO0FBQUEsRUFDQSxZQUFZO0FBQUEsSUFDVixRQUFRO0FBQUEsTUFDTixXQUFXO0FBQUEsTUFDWCxVQUFVO0FBQUEsTUFDVixPQUFPO0FBQUEsTUFDUCxPQUFPO0FBQUEsTUFDUCxrQkFBa0I7QUFBQSxNQUNsQixvQkFBb0I7QUFBQSxNQUNwQixPQUFPO0FBQUEsTUFDUCxjQUFjO0FBQUEsTUFDZCxpQkFBaUI7QUFBQSxNQUNqQixlQUFlO0FBQUEsTUFDZixVQUFVO0FBQUEsTUFDVixVQUFVO0FBQUEsSUFDWjtBQUFBLElBQ0EsU0FBUyxDQUFDLFVBQVUsR0FBRyxLQUFLO0FBQUEsSUFDNUIsWUFBWSxDQUFDLFVBQVUsR0FBRyxLQUFLO0FBQUEsSUFDL0IsU0FBUyxDQUFDLE9BQU8sUUFBUSxHQUFHLEtBQUsseUJBQXlCLEdBQUc7QUFBQSxJQUM3RCxnQkFBZ0I7QUFBQSxJQUNoQixlQUFlO0FBQUEsSUFDZixpQkFBaUI7QUFBQSxJQUNqQixpQkFDRTtBQUFBLElBQ0YsWUFBWTtBQUFBLElBQ1osaUJBQ0U7QUFBQSxJQUNGLGFBQWEsQ0FBQyxRQUFRLDBEQUE0QyxHQUFHO0FBQUEsSUFDckUsWUFBWTtBQUFBLElBQ1osWUFBWTtBQUFBLElBQ1osaUJBQWlCLENBQUMsUUFBUSx5Q0FBc0MsR0FBRztBQUFBLElBQ25FLGlCQUFpQjtBQUFBLElBQ2pCLGVBQWU7QUFBQSxJQUNmLHFCQUFxQjtBQUFBLElBQ3JCLFlBQVk7QUFBQSxJQUNaLGdCQUFnQjtBQUFBLEVBQ2xCO0FBQUEsRUFDQSxVQUFVO0FBQUEsSUFDUixnQkFDRTtBQUFBLElBQ0YsYUFDRTtBQUFBLElBQ0YsV0FDRTtBQUFBLElBQ0YsYUFDRTtBQUFBLElBQ0Ysb0JBQ0U7QUFBQSxJQUNGLGNBQ0U7QUFBQSxJQUNGLFNBQ0U7QUFBQSxFQUNKO0FBQ0Y7OztBQ3ZTTyxJQUFNLFdBQStDLEVBQUUsSUFBSSxHQUFHO0FBRTlELFNBQVMsV0FBVyxNQUFvQztBQUM3RCxTQUFPLFNBQVMsVUFBYSxPQUFPLE9BQU8sVUFBVSxJQUFJLElBQUksU0FBUyxJQUFJLElBQUs7QUFDakY7OztBQ05PLElBQU0scUJBQXFCO0FBQzNCLElBQU0sb0JBQW9CO0FBQzFCLFNBQVMsU0FBUyxVQUE2QjtBQUNwRCxTQUFPLEdBQUcsU0FBUyxZQUFZLElBQUk7QUFDckM7QUFFTyxTQUFTLFVBQVUsU0FBc0IsVUFBNkI7QUFDM0UsU0FBTyxHQUFHLFNBQVMsWUFBWSxLQUFLLEtBQUssUUFBUSxNQUFNLFNBQVM7QUFDbEU7QUFDTyxJQUFNLGNBQWM7QUFFcEIsSUFBTSxpQkFBaUI7QUFHOUIsSUFBTSxZQUFZO0FBQ1gsSUFBTSx5QkFBeUI7QUFBQSxFQUNwQztBQUFBLEVBQ0EsR0FBRyxVQUFVLFFBQVEsQ0FBQyxNQUFNLE9BQU8sT0FBTyxXQUFXLENBQUMsRUFBRSxNQUFNLFNBQVMsQ0FBQztBQUMxRTtBQWVPLFNBQVMsYUFBYSxTQUE2QztBQUN4RSxTQUFPLFFBQVEsTUFBTSxLQUFLLENBQUMsU0FBUyxLQUFLLFNBQVMsa0JBQWtCO0FBQ3RFO0FBRU8sU0FBUyxnQkFBZ0IsU0FBc0IsVUFBMEM7QUFDOUYsUUFBTSxPQUFPLFNBQVMsWUFBWTtBQUNsQyxRQUFNLE9BQU8sV0FBVyxPQUFPLE9BQU8sQ0FBQyxFQUFFO0FBRXpDLFFBQU0sZUFBZSxJQUFJLElBQUksUUFBUSxTQUFTLElBQUksQ0FBQyxNQUFNLENBQUMsRUFBRSxNQUFNLEVBQUUsWUFBWSxLQUFLLE1BQU0sR0FBRyxFQUFFLElBQUksS0FBSyxFQUFFLElBQUksQ0FBQyxDQUFDO0FBQ2pILFFBQU0sTUFBeUI7QUFBQSxJQUM3QixNQUFNO0FBQUEsSUFDTixNQUFNO0FBQUEsSUFDTixTQUFTLFNBQVMsWUFBWTtBQUFBLElBQzlCLFVBQVUsUUFBUTtBQUFBLEVBQ3BCO0FBQ0EsUUFBTSxTQUFTLENBQ2IsTUFDQSxNQUNBLFNBQ0EsU0FDQSxhQUN1QjtBQUFBLElBQ3ZCO0FBQUEsSUFDQSxNQUFNLEdBQUcsSUFBSSxJQUFJLEtBQUssVUFBVSxJQUFJLENBQUMsSUFBSSxhQUFhLElBQUksSUFBSSxLQUFLLElBQUk7QUFBQSxJQUN2RTtBQUFBLElBQ0E7QUFBQSxJQUNBO0FBQUEsSUFDQSxVQUFVLFFBQVEsU0FBUyxPQUFPLE9BQU87QUFBQSxFQUMzQztBQUNBLFFBQU0sU0FBUyxRQUFRLFNBQVM7QUFBQSxJQUFJLENBQUMsWUFDbkM7QUFBQSxNQUFPO0FBQUEsTUFBUSxRQUFRO0FBQUEsTUFBTSxNQUFNLFFBQVEsWUFBWSxLQUFLO0FBQUEsTUFBSSxLQUFLLFNBQVMsUUFBUSxZQUFZLEtBQUs7QUFBQSxNQUFHLENBQUMsTUFDekcsRUFBRSxZQUFZLE1BQU0sU0FBUyxRQUFRLElBQUk7QUFBQSxJQUMzQztBQUFBLEVBQ0Y7QUFDQSxRQUFNLFdBQVcsUUFBUSxLQUFLO0FBQUEsSUFBSSxDQUFDLFdBQ2pDO0FBQUEsTUFDRTtBQUFBLE1BQ0EsT0FBTztBQUFBLE1BQ1AsTUFBTSxPQUFPLFlBQVksSUFBSTtBQUFBLE1BQzdCLEtBQUssU0FBUyxPQUFPLFlBQVksSUFBSTtBQUFBLE1BQ3JDLENBQUMsTUFBTSxFQUFFLFlBQVksV0FBVyxPQUFPO0FBQUEsSUFDekM7QUFBQSxFQUNGO0FBQ0EsU0FBTyxDQUFDLEtBQUssR0FBRyxDQUFDLEdBQUcsUUFBUSxHQUFHLFFBQVEsRUFBRSxPQUFPLENBQUMsZUFBZSxXQUFXLFNBQVMsU0FBUyxDQUFDLENBQUM7QUFDakc7QUFHTyxTQUFTLFNBQVMsWUFBK0I7QUFDdEQsUUFBTSxZQUFZLEtBQUssSUFBSSxHQUFHLEtBQUssS0FBSyxXQUFXLFNBQVMsU0FBUyxpQkFBaUIsQ0FBQztBQUN2RixRQUFNLFlBQVksTUFBTSxLQUFLLEVBQUUsUUFBUSxVQUFVLEdBQUcsQ0FBQyxHQUFHLFVBQVUsWUFBWSxXQUFXLE1BQU0sUUFBUSxDQUFDLENBQUM7QUFDekcsU0FBTyxVQUFVLElBQUksQ0FBQyxVQUFVLFdBQVc7QUFBQSxJQUN6QyxNQUFNO0FBQUEsSUFDTjtBQUFBLElBQ0EsUUFBUSxRQUFRO0FBQUEsSUFDaEI7QUFBQSxJQUNBLFVBQVUsV0FBVyxTQUFTLE1BQU0sUUFBUSxvQkFBb0IsUUFBUSxLQUFLLGlCQUFpQjtBQUFBLElBQzlGO0FBQUEsRUFDRixFQUFFO0FBQ0o7QUFFQSxTQUFTLFlBQVksZ0JBQXdCQyxTQUF3QjtBQUNuRSxTQUFPQSxZQUFXLElBQUksaUJBQWlCLEdBQUcsY0FBYyxJQUFJLFNBQVMsSUFBSUEsT0FBTTtBQUNqRjs7O0FDOUZPLFNBQVMsY0FBYyxTQUFrQztBQUU5RCxTQUFPLENBQUMsR0FBRyxRQUFRLE9BQU8sR0FBRyxRQUFRLFVBQVUsR0FBRyxRQUFRLFFBQVEsRUFDL0QsT0FBTyxDQUFDLFVBQVUsT0FBTyxLQUFLLE1BQU0sT0FBTyxPQUFPLENBQUMsRUFDbkQsUUFBUSxDQUFDLFVBQVUsTUFBTSxZQUFZLFFBQVEsSUFBSSxDQUFDLFdBQVcsRUFBRSxNQUFNLE9BQU8sSUFBSSxNQUFNLFlBQVksS0FBSyxFQUFFLENBQUM7QUFDL0c7QUFFTyxTQUFTLG9CQUFvQixXQUErQjtBQUNqRSxTQUFPLFVBQVUsSUFBSSxDQUFDLE1BQU0sR0FBRyxFQUFFLElBQUksSUFBSSxFQUFFLEVBQUUsTUFBTSxFQUFFLEtBQUssSUFBSSxJQUFJO0FBQ3BFOzs7QUNBTyxJQUFNLG9CQUFvQjtBQUMxQixJQUFNLHNCQUFzQjtBQUU1QixJQUFNLHNCQUFzQjtBQUM1QixJQUFNLDJCQUEyQjtBQUNqQyxJQUFNLG1CQUFtQjtBQUd6QixTQUFTLGVBQWUsT0FBK0I7QUFDNUQsU0FBTyxNQUFNLFNBQVMsV0FBVyxNQUFNLFNBQVMscUJBQXFCLE1BQU0sU0FBUztBQUN0RjtBQUdPLFNBQVMsZUFBZSxPQUErQjtBQUM1RCxTQUFPLE1BQU0sU0FBUyxVQUFVLE1BQU0sU0FBUztBQUNqRDtBQUVPLFNBQVMsYUFBYSxPQUErQjtBQUMxRCxNQUFJLE1BQU0sU0FBUyxXQUFXLE1BQU0sU0FBUyxvQkFBb0IsZUFBZSxLQUFLLEdBQUksUUFBTztBQUNoRyxTQUFPLE1BQU0sU0FBUyxhQUFhLENBQUMsTUFBTSxZQUFZO0FBQ3hEO0FBRU8sU0FBUyxXQUFXLFNBQTBDO0FBckNyRTtBQXNDRSxVQUFPLGFBQVEsTUFBTSxLQUFLLENBQUMsU0FBUyxLQUFLLFNBQVMsZ0JBQWdCLE1BQTNELG1CQUE4RCxZQUFZO0FBQ25GO0FBRU8sSUFBTSxpQkFBaUI7QUFFdkIsU0FBUyxjQUFjLFlBQTRCO0FBQ3hELFNBQU8sUUFBUSxVQUFVO0FBQzNCO0FBRU8sU0FBUyxZQUFZLFNBQXNCLFlBQTRCO0FBQzVFLFFBQU0sV0FBVyxlQUFlLFNBQVMsY0FBYztBQUN2RCxTQUFPLElBQUcscUNBQVUsWUFBWSxTQUFRLEdBQUcsSUFBSSxjQUFjLFVBQVUsQ0FBQztBQUMxRTtBQVVBLFNBQVMsY0FBYyxTQUFzQjtBQUMzQyxRQUFNLFdBQVcsYUFBYSxPQUFPO0FBQ3JDLFFBQU0sT0FBTyxPQUFPLE9BQU87QUFJM0IsUUFBTSxXQUFXO0FBQUEsSUFDZixHQUFHLFFBQVEsTUFBTTtBQUFBLE1BQ2YsQ0FBQyxVQUFVLEtBQUssU0FBUyx1QkFBdUIsU0FBUyxpQkFBaUIsU0FBUztBQUFBLElBQ3JGO0FBQUE7QUFBQSxJQUVBLEdBQUcsUUFBUSxTQUFTLE9BQU8sQ0FBQyxZQUFZLE9BQU8sT0FBTyxNQUFNLElBQUk7QUFBQSxJQUNoRSxHQUFHLFFBQVE7QUFBQSxFQUNiO0FBQ0EsUUFBTSxXQUFXLFdBQVcsZ0JBQWdCLFNBQVMsUUFBUSxFQUFFLFFBQVEsUUFBUSxJQUFJLENBQUM7QUFDcEYsU0FBTyxFQUFFLFNBQVMsVUFBVSxXQUFXLGNBQWMsT0FBTyxHQUFHLFVBQVUsVUFBVSxZQUFZLFNBQVMsUUFBUSxFQUFFO0FBQ3BIO0FBR0EsU0FBUyxXQUFXLE1BQTJDO0FBQzdELE1BQUksVUFBVSxLQUFNLFFBQU8sR0FBRyxLQUFLLElBQUksSUFBSSxLQUFLLElBQUk7QUFDcEQsUUFBTSxFQUFFLFlBQVksUUFBQUMsUUFBTyxJQUFJO0FBQy9CLFNBQU8sUUFBUSxXQUFXLElBQUksSUFBSSxXQUFXLFFBQVEsRUFBRSxJQUFJQSxPQUFNO0FBQ25FO0FBRU8sSUFBTSxZQUFZLGNBQWMsU0FBUyxXQUFXLFNBQXNCO0FBQy9FLFFBQU0sWUFBWSxjQUFjLE9BQU8sRUFBRSxJQUFJLGFBQWE7QUFDMUQsUUFBTSxXQUFXLFVBQVUsUUFBUSxDQUFDLGFBQWEsU0FBUyxRQUFRO0FBQ2xFLFFBQU0sWUFBWSxVQUFVLFFBQVEsQ0FBQyxhQUFhLFNBQVMsU0FBUztBQUNwRSxRQUFNLFdBQVcsVUFBVSxRQUFRLENBQUMsYUFBYSxTQUFTLFFBQVE7QUFDbEUsUUFBTSxTQUFTLElBQUksSUFBSSxTQUFTLElBQUksQ0FBQyxVQUFVLENBQUMsTUFBTSxZQUFZLE1BQU0sS0FBSyxDQUFDLENBQUM7QUFDL0UsUUFBTSxnQkFBZ0IsSUFBSSxJQUFJLFNBQVMsSUFBSSxDQUFDLFlBQVksQ0FBQyxRQUFRLE1BQU0sT0FBTyxDQUFDLENBQUM7QUFDaEYsUUFBTSxVQUFVLElBQUksSUFBSSxVQUFVLElBQUksQ0FBQyxhQUFhLENBQUMsU0FBUyxNQUFNLFFBQVEsQ0FBQyxDQUFDO0FBQzlFLFFBQU0sU0FBUyxJQUFJLElBQUksUUFBUSxNQUFNLElBQUksQ0FBQyxTQUFTLENBQUMsS0FBSyxNQUFNLElBQUksQ0FBQyxDQUFDO0FBQ3JFLFFBQU0sU0FBUyxJQUFJLElBQUksVUFBVSxJQUFJLENBQUMsYUFBYSxDQUFDLE9BQU8sU0FBUyxPQUFPLEdBQUcsU0FBUyxPQUFPLENBQUMsQ0FBQztBQUNoRyxRQUFNLFdBQVcsb0JBQUksSUFBMkI7QUFDaEQsYUFBVyxRQUFRLENBQUMsR0FBRyxVQUFVLEdBQUcsUUFBUSxHQUFHO0FBQzdDLFVBQU0sT0FBTyxVQUFVLE9BQU8sS0FBSyxZQUFZLE9BQU8sS0FBSztBQUMzRCxVQUFNLE1BQU0sV0FBVyxJQUFJO0FBQzNCLGFBQVMsSUFBSSxLQUFLLENBQUMsR0FBSSxTQUFTLElBQUksR0FBRyxLQUFLLENBQUMsR0FBSSxFQUFFLE1BQU0sZUFBZSxJQUFJLEdBQUcsS0FBSyxDQUFDLENBQUM7QUFBQSxFQUN4RjtBQUNBLFNBQU87QUFBQSxJQUNMO0FBQUEsSUFDQTtBQUFBLElBQ0E7QUFBQSxJQUNBO0FBQUEsSUFDQSxXQUFXLFVBQVUsUUFBUSxDQUFDLGFBQWMsU0FBUyxXQUFXLENBQUMsU0FBUyxRQUFRLElBQUksQ0FBQyxDQUFFO0FBQUEsSUFDekYsU0FBUyxDQUFDLFlBQW9CLE9BQU8sSUFBSSxjQUFjLE9BQU8sQ0FBQztBQUFBLElBQy9ELFdBQVcsQ0FBQyxZQUFvQixjQUFjLElBQUksY0FBYyxPQUFPLENBQUM7QUFBQSxJQUN4RSxZQUFZLENBQUMsWUFBb0IsUUFBUSxJQUFJLGNBQWMsT0FBTyxDQUFDO0FBQUE7QUFBQSxJQUVuRSxLQUFLLE1BQXlCO0FBQzVCLFlBQU0sT0FBTyxPQUFPLElBQUksSUFBSTtBQUM1QixVQUFJLENBQUMsS0FBTSxPQUFNLElBQUksTUFBTSxpQkFBaUIsSUFBSSxvQ0FBb0M7QUFDcEYsYUFBTztBQUFBLElBQ1Q7QUFBQSxJQUNBLFdBQVcsQ0FBQyxTQUFlLE9BQU8sSUFBSSxJQUFJLEtBQUs7QUFBQSxJQUMvQyxRQUFRLENBQUMsTUFBWSxTQUFjO0FBckh2QztBQXFIMEMsMEJBQU8sSUFBSSxJQUFJLE1BQWYsbUJBQWtCLE1BQU0sS0FBSyxDQUFDLFNBQVMsS0FBSyxTQUFTO0FBQUE7QUFBQTtBQUFBLElBRTNGLFdBQVcsU0FBZ0M7QUFDekMsWUFBTSxPQUFPLGNBQWMsT0FBTztBQUNsQyxZQUFNLE9BQU8sT0FBTyxJQUFJLElBQUksS0FBSyxjQUFjLElBQUksSUFBSTtBQUN2RCxhQUFPLE9BQVEsU0FBUyxJQUFJLFdBQVcsSUFBSSxDQUFDLEtBQUssQ0FBQyxJQUFLLENBQUM7QUFBQSxJQUMxRDtBQUFBLEVBQ0Y7QUFDRixDQUFDO0FBRU0sU0FBUyxjQUFjLE1BQTJCO0FBQ3ZELFNBQU8sQ0FBQyxHQUFHLEtBQUssU0FBUyxJQUFJLENBQUMsVUFBVSxNQUFNLFlBQVksSUFBSSxHQUFHLEdBQUcsS0FBSyxTQUFTLElBQUksQ0FBQyxZQUFZLFFBQVEsSUFBSSxDQUFDO0FBQ2xIO0FBUU8sU0FBUyxtQkFBbUIsTUFBZ0M7QUFDakUsUUFBTSxVQUFVLEtBQUssU0FBUyxRQUFRLENBQUMsVUFBeUI7QUFDOUQsUUFBSSxNQUFNLFNBQVMsV0FBVztBQUM1QixZQUFNLEVBQUUsTUFBTSxNQUFNLFFBQVEsSUFBSSxNQUFNO0FBQ3RDLGFBQU8sQ0FBQyxFQUFFLE1BQU0sTUFBTSxjQUFjLFdBQVcsS0FBSyxDQUFDO0FBQUEsSUFDdkQ7QUFDQSxXQUFPLE1BQU0sWUFBWSxXQUFXLGVBQWUsS0FBSyxJQUFJLENBQUMsSUFBSSxDQUFDLEVBQUUsTUFBTSxNQUFNLFlBQVksS0FBSyxDQUFDO0FBQUEsRUFDcEcsQ0FBQztBQUNELFFBQU0sUUFBUSxLQUFLLFNBQ2hCLE9BQU8sQ0FBQyxZQUFZLENBQUMsWUFBWSxNQUFNLE9BQU8sQ0FBQyxFQUMvQyxJQUFJLENBQUMsYUFBYTtBQUFBLElBQ2pCLE1BQU0sUUFBUTtBQUFBLElBQ2QsY0FBYyxRQUFRLFNBQ25CLElBQUksQ0FBQyxZQUFZLFFBQVEsWUFBWSxXQUFXLFFBQVEsWUFBWSxJQUFJLEVBQ3hFLEtBQUssRUFDTCxHQUFHLEVBQUU7QUFBQSxFQUNWLEVBQUU7QUFDSixTQUFPLENBQUMsR0FBRyxTQUFTLEdBQUcsS0FBSztBQUM5QjtBQUVBLFNBQVMsWUFBWSxNQUFpQixTQUErQjtBQTdKckU7QUE4SkUsV0FBTyxrQkFBYSxLQUFLLFVBQVUsZUFBZSxRQUFRLElBQUksQ0FBQyxDQUFDLE1BQXpELG1CQUE0RCxZQUFZLFlBQVc7QUFDNUY7QUFFTyxTQUFTLFlBQVksU0FBc0IsU0FBeUI7QUFDekUsUUFBTSxRQUFRLFFBQVEsSUFBSSxZQUFZLFFBQVEsTUFBTSxTQUFTLFFBQVEsUUFBUSxFQUFFO0FBQy9FLFNBQU8sR0FBRyxJQUFJLEdBQUcsWUFBWSxNQUFNLE1BQU0sT0FBTztBQUNsRDs7O0FDcEtBLFNBQVMsd0JBQXdCO0FBS2pDLGVBQXNCLGdCQUFvQztBQUV4RCxRQUFNLGdCQUFpQixNQUFNLGlCQUFpQjtBQUM5QyxTQUFPLGNBQWM7QUFDdkI7QUFHTyxTQUFTLGlCQUFpQixNQUFjO0FBQzdDLFNBQU8sQ0FBQyxnQkFBbUM7QUFDekMsVUFBTSxRQUFRLFlBQVksY0FBYyxLQUFLLFFBQVEsWUFBWSxXQUFXO0FBQzVFLFlBQU8sK0JBQU8sVUFBUyxVQUFVLE1BQU0sU0FBUztBQUFBLEVBQ2xEO0FBQ0Y7QUFHQSxlQUFzQixpQkFBaUIsTUFBaUM7QUFDdEUsUUFBTSxPQUFPLE1BQU0sY0FBYztBQUNqQyxTQUFPLEtBQUssU0FBUztBQUFBLElBQVEsQ0FBQyxVQUM1QixNQUFNLFNBQVMsVUFBVSxNQUFNLFNBQVMsT0FBTyxDQUFDLE1BQU0sWUFBWSxJQUFJLElBQUksQ0FBQztBQUFBLEVBQzdFO0FBQ0Y7OztBQ3JCQSxJQUFPLGdCQUFRLGlCQUFpQixnQkFBZ0I7IiwKICAibmFtZXMiOiBbIm51bWJlciIsICJudW1iZXIiLCAibnVtYmVyIiwgIm51bWJlciJdCn0K
