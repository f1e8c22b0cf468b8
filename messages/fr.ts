/**
 * Every word the site's code shows a visitor, in French (Canadian French: a space before a
 * colon, none before ? or !). The same keys as `en.ts`, which says what each part is for.
 */
import type { Messages } from './en';

const NBSP = '\u00a0';
/** French writes thousands with a space: 5 000. */
const nombre = (value: number) => value.toLocaleString('fr-CA');
/** « de » elides before a vowel: « d’Alexandra », « de Michael ». */
const de = (name: string) => (/^[aeiouyàâäéèêëîïôöûü]/i.test(name) ? `d’${name}` : `de ${name}`);

export const fr: Messages = {
  shell: {
    skipLink: 'Passer au contenu principal',
    contactTheFirm: 'Joindre le cabinet',
    mainNavigation: 'Menu principal',
    menu: 'Menu',
    close: 'Fermer',
    search: 'Rechercher',
    call: 'Appeler le ',
    consultation: 'Consultation gratuite',
    bookOrCall: 'Réserver une consultation gratuite ou appeler',
    callShort: 'Appeler',
    freeConsultation: 'Consultation gratuite',
    practiceAreasOf: (label) => `${label}${NBSP}: domaines de pratique`,
    aboutTheFirm: 'À propos du cabinet',
    whatWeDo: 'Domaines de pratique',
    contactInfo: 'Coordonnées',
    officeHours: 'Heures d’ouverture',
    allRightsReserved: 'Tous droits réservés.',
    notices: 'Avis',
    noticeLabels: { privacy: 'Confidentialité', legalNotice: 'Avis juridique', accessibility: 'Accessibilité' },
    followTheFirm: 'Suivre le cabinet',
    opensInNewTab: ' (s’ouvre dans un nouvel onglet)',
    language: 'Langue',
    lookingFor: 'Vous cherchiez peut-être',
    ourPracticeAreas: 'Nos domaines de pratique',
    elsewhere: 'Ailleurs sur le site',
    searchForIt: 'Chercher sur le site',
    whileYouWait: 'En attendant',
    isItUrgent: 'Votre affaire est urgente?',
    callRatherThanWait: `Appelez-nous plutôt que d’attendre notre réponse, pendant nos heures d’ouverture${NBSP}:`,
    inDanger: 'Si vous ou une autre personne êtes en danger immédiat, composez le',
    readOurGuides: 'Lire nos guides',
    allOf: (name) => `Voir toute la section ${name}`,
    updated: 'Mis à jour le',
    by: 'Par',
    draft: 'Brouillon\u202f: absent du site public',
    guidesOn: (area) => `Guides${NBSP}: ${area}`,
    guidesBy: (person) => `Guides rédigés par ${person}`,
    listDescription: (heading, firm) =>
      `${heading}${NBSP}: des articles en langage clair de ${firm}, du plus récent au plus ancien.`,
    pageOf: (number, count) => `, page ${number} de ${count}`,
    pageMoved: 'Page déplacée',
    movedToPage: 'Cette page a été déplacée à l’adresse',
    movedTo: (target) => `Cette adresse a été remplacée par ${target}.`,
    notForEmergencies: 'Ce formulaire ne convient pas aux urgences.',
    inAnEmergency: 'En cas d’urgence, n’attendez pas de réponse.',
    ifInDanger: 'Si une personne est en danger, composez le',
    forUrgentMatters: 'Pour une affaire juridique urgente, appelez le',
    or: ' ou le ',
    callUs: 'Appelez-nous',
    emailUs: 'Écrivez-nous',
    visitUs: 'Rendez-nous visite',
    licensedBy: (body) => `Titulaire d’un permis du ${body}`,
    // « 500+ » is English shorthand: French says « plus de 500 ».
    clientsServed: (count) => `${count.replace(/^(.+)\+$/, 'Plus de $1')} clients accompagnés`,
    yearsCombinedExperience: 'Années d’expérience cumulées',
    clientsServedLabel: 'Clients accompagnés',
    numberWords: ['aucun', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
    servicesOf: (area) => `${area}${NBSP}: nos services`,
    // « Responsable » names a woman or a man alike, above one named person.
    yourLawyer: 'Responsable de votre dossier',
    callNumber: (number) => `Appeler le ${number}`,
    backToServices: 'Retour aux domaines de pratique',
    bookConsultation: 'Réserver une consultation gratuite',
    whoWeActFor: 'Pour qui nous agissons',
    howYourMatterGoes: 'Le déroulement de votre dossier',
    howWeCharge: 'Nos honoraires',
    questionsClientsAsk: 'Les questions de nos clients',
    orCall: 'ou appelez le',
    licenceNumber: (number) => `, permis nº\u00a0${number}.`,
    checkLicence: (directory, body) => `Vérifier ce permis dans ${directory} du ${body}`,
    writtenBy: 'Rédigé par',
    practiceAreas: (count) => `${count === 1 ? 'Domaine' : 'Domaines'} de pratique${NBSP}:`,
    notLegalAdvice:
      'Cet article fournit des renseignements généraux et non des conseils juridiques\u202f: chaque situation est différente.',
    readLegalNotice: 'Lire notre avis juridique',
    talkToALawyer: 'Parlez de votre situation à une avocate ou un avocat',
    getConsultation: 'Obtenir votre consultation gratuite',
    firstConsultationFree: 'Votre première consultation est gratuite et confidentielle.',
    noArticlesYet: 'Aucun article n’a encore été publié.',
    pagesOf: (heading) => `Pages de la liste ${heading}`,
    byPracticeArea: 'Par domaine de pratique',
    byAuthor: 'Par auteur ou autrice',
    guideIndex: 'Guides par domaine de pratique et par auteur',
    guides: (count) => (count === 1 ? 'guide' : 'guides'),
    inThisGuide: 'Dans ce guide',
    latestGuide: 'Dernier guide',
    page: 'Page ',
    newer: 'Plus récents',
    older: 'Plus anciens',
    articles: '',
    guideCount: (total, { name, kind }) => {
      const whose = kind === 'author' ? de(name) : 'de ce domaine';
      return total === 1 ? `Le guide ${whose}` : `Les ${total} guides ${whose}`;
    },
    aboutPerson: 'Profil',
    aboutPersonNamed: (person) => `À propos ${de(person)}`,
    educationAndBackground: 'Formation et parcours',
    awards: 'Distinctions',
    languageNote: { en: 'en anglais', fr: 'en français' },
    homeInThisLanguage: 'Accueil en français',
    homePage: ', page d’accueil',
    listWords: { area: 'domaines', author: 'auteurs' },
    searchTheSite: 'Rechercher dans le site',
    searching: 'Recherche en cours…',
    searchKinds: {
      service: 'Domaine de pratique',
      article: 'Guide',
      profiles: 'Profils',
      page: 'Page',
      notice: 'Avis',
    },
    searchPlaceholder: 'Un mot ou deux, p. ex. avis d’expulsion',
    searchGuidesOn: 'Guides sur',
    searchEveryPage: 'Toutes les pages',
    browseInstead: 'Parcourir plutôt',
    guidesByPracticeArea: 'Guides par domaine de pratique',
    practiceAreasHeading: 'Les domaines de pratique',
    searchUnavailable: `La recherche n’est pas disponible pour le moment${NBSP}: les guides et les domaines de pratique sont énumérés ci-dessous.`,
    notPractisedHeading: 'Les domaines où nous n’exerçons pas',
    notPractised: (area) => `${area}${NBSP}: nous n’exerçons pas dans ce domaine du droit.`,
    referral: {
      before: 'Le ',
      link: 'Service de référence du Barreau',
      after:
        ' peut vous donner le nom d’un avocat ou d’un parajuriste titulaire d’un permis pour une consultation gratuite d’au plus 30 minutes.',
    },
    factWords: {
      contact: 'téléphone, se trouve, bureau, appeler, courriel, adresse, joindre, coordonnées, rendre, carte',
      hours: 'heures d’ouverture, quelle heure, ouvert, ouvrez, fermé, horaire, samedi, dimanche, fin de semaine, soir',
      fees: 'coût, première consultation, coûte, prix, tarif, tarifs, honoraires, frais, paiement, payer en plusieurs versements, versements, gratuit, gratuite, consultation gratuite, aide juridique, provision',
      languages: 'français, en français, anglais, langue, langues, parlez',
      response: 'délai de réponse, quel délai, répondez, me rappeler, rappeler, rapidement',
      notGiven: 'stationnement, stationner, stationne, parking',
    },
    askUs: 'Renseignez-vous : appelez le',
    orWriteTo: ', ou écrivez à',
    onTheMap: 'Voir sur une carte',
    searchCount: (count, term, area, shownMax) => {
      const quoted = `«${NBSP}${term}${NBSP}»`;
      const where = area ? ` dans les guides sur ${area}` : '';
      if (count === 0)
        return `Aucun résultat pour ${quoted}${where}. Essayez un autre mot, ou parcourez les liens ci-dessous.`;
      const shown = count > shownMax ? `, les ${shownMax} premiers affichés` : '';
      return `${count} ${count === 1 ? 'résultat' : 'résultats'} pour ${quoted}${where}${shown}.`;
    },
  },
  form: {
    formName: 'Réservez votre consultation gratuite',
    required: 'Les champs marqués d’un',
    withAsterisk: 'astérisque',
    areRequired: 'sont obligatoires.',
    consentBefore:
      'En envoyant ce formulaire, vous acceptez que nous utilisions les renseignements fournis pour répondre à votre demande, comme l’explique notre',
    privacyNotice: 'avis de confidentialité',
    consentAfter: '',
    send: 'Envoyer la demande',
    sending: 'Envoi en cours…',
    honeypot: 'Ne remplissez pas ce champ',
    thankYou: (firstName) => (firstName ? `Merci, ${firstName}.` : 'Merci.'),
    whatHappensNext: 'La suite',
    nextSteps: (method) => [
      {
        title: 'Nous lisons votre demande.',
        text: 'Un membre de notre équipe examine ce que vous nous avez envoyé et vérifie que nous pouvons vous représenter\u00a0: personne de l’autre côté de votre affaire ne doit déjà être notre client.',
      },
      {
        title: 'Nous communiquons avec vous.',
        text: `Nous vous joignons ${method ? `par ${method}` : 'par le mode de communication choisi'} pour fixer votre consultation gratuite au moment qui vous convient.`,
      },
      {
        title: 'Votre consultation gratuite.',
        text: 'Nous vous écoutons, vous expliquons vos options, les étapes et les coûts probables, et répondons à vos questions. Vous décidez ensuite si vous souhaitez aller plus loin.',
      },
    ],
    noConfidential:
      'Veuillez ne pas envoyer de renseignements confidentiels avant que nous ayons confirmé pouvoir vous représenter.',
    urgentCall: 'Pour une affaire urgente, appelez le',
    sendAnother: 'Envoyer une autre demande',
    notifications: 'Notifications (F8)',
    dismissNotification: 'Fermer la notification',
    notSent: 'Votre demande n’a pas été envoyée.',
    reachNow: 'Pour nous joindre maintenant, appelez le',
    cannotWait: 'Pour une affaire qui ne peut attendre, appelez-nous maintenant\u202f:',
    inDanger: 'Si vous êtes en danger immédiat, composez le',
    or: ' ou le ',
    checkAnswers: 'Veuillez vérifier ces réponses\u202f:',
    colon: '\u00a0: ',
  },
  fields: {
    firstName: { label: 'Prénom', hint: (max) => `entrez votre prénom (au plus ${nombre(max)} caractères)` },
    lastName: { label: 'Nom', hint: (max) => `entrez votre nom (au plus ${nombre(max)} caractères)` },
    email: { label: 'Courriel', hint: 'entrez une adresse courriel valide, comme nom@exemple.com' },
    phone: {
      label: 'Numéro de téléphone',
      hint: (min, max) => `entrez un numéro de ${min} à ${max} caractères\u202f: chiffres, espaces et + ( ) - .`,
    },
    legalServiceArea: {
      label: 'Domaine de droit',
      emptyChoice: 'Choisissez un domaine de droit',
      hint: 'choisissez le domaine de droit qui concerne votre affaire',
    },
    problemDescription: {
      label: 'Brève description',
      placeholder:
        'Décrivez brièvement votre affaire juridique. Veuillez ne pas inclure de renseignements confidentiels.',
      hint: (min, max) => `décrivez votre affaire en ${nombre(min)} à ${nombre(max)} caractères`,
    },
    urgencyLevel: {
      label: 'Degré d’urgence',
      emptyChoice: 'Choisissez le degré d’urgence',
      hint: 'indiquez le degré d’urgence de votre affaire',
    },
    contactMethod: {
      label: 'Mode de communication préféré',
      emptyChoice: 'Choisissez un moyen de contact',
      hint: 'indiquez comment nous devrions communiquer avec vous',
    },
    bestTime: {
      label: 'Meilleur moment pour vous joindre',
      emptyChoice: 'Aucune préférence',
      hint: 'choisissez un moment dans la liste, ou laissez « Aucune préférence »',
    },
    goals: { label: 'Objectifs' },
    consultedBefore: { label: 'Consultation antérieure' },
    language: { label: 'Langue' },
  },
  options: {
    immediate: 'Immédiat (dans les 24 heures)',
    urgent: 'Urgent (dans la semaine)',
    moderate: 'Modéré (d’ici 2 à 4 semaines)',
    low: 'Peu urgent',
    phone: 'Téléphone',
    email: 'Courriel',
    text: 'Message texte',
    morning: 'Le matin (9 h à 12 h)',
    afternoon: 'L’après-midi (12 h à 17 h)',
    evening: 'Le soir (17 h à 20 h)',
    anytime: 'N’importe quand',
  },
  notices: {
    success: {
      title: 'Demande envoyée',
      description: 'Votre message a été envoyé. Nous vous répondrons dans un délai de 24 heures.',
    },
    error: {
      title: 'Erreur',
      description: 'Votre message n’a pas pu être envoyé. Veuillez réessayer ou nous appeler directement.',
    },
    rateLimitedTitle: 'Demande non envoyée',
    expiredTitle: 'Demande pas encore envoyée',
  },
  validation: {
    notText: (label) => `Le champ « ${label} » doit être du texte`,
    notAllowed: (label) => `Le champ « ${label} » contient des caractères non permis`,
    tooLong: (label, max) => `Le champ « ${label} » doit compter au plus ${max} caractères`,
    enterFirstName: 'Entrez votre prénom',
    enterLastName: 'Entrez votre nom',
    enterValidEmail: 'Entrez une adresse courriel valide',
    enterWholeEmail:
      'Entrez l’adresse courriel complète\u202f: la partie après le @ doit contenir un point, comme gmail.com',
    enterEmail: 'Entrez votre adresse courriel',
    phoneCharacters:
      'Entrez un numéro de téléphone composé de chiffres, d’espaces et des caractères + ( ) - . seulement',
    phoneDigits: (min) => `Entrez un numéro de téléphone d’au moins ${min} chiffres`,
    enterPhone: 'Entrez votre numéro de téléphone',
    chooseArea: 'Choisissez le domaine de droit qui concerne votre affaire',
    describeAtLeast: (min) => `Décrivez votre affaire en au moins ${min} caractères`,
    describeBriefly: 'Décrivez brièvement votre affaire',
    chooseUrgency: 'Indiquez le degré d’urgence de votre affaire',
    chooseContactMethod: 'Indiquez comment nous devrions communiquer avec vous',
    chooseTime: 'Choisissez un moment dans la liste',
    chooseLanguage: 'Choisissez l’anglais ou le français',
  },
  failures: {
    'rate-limited':
      'Plusieurs demandes ont déjà été envoyées depuis votre connexion. Veuillez attendre dix minutes avant d’en envoyer une autre, ou appelez-nous.',
    busy: 'Trop de demandes arrivent en ce moment; la vôtre n’a donc pas été envoyée. Veuillez la renvoyer dans un instant, ou appelez-nous.',
    unavailable:
      'Nous n’avons pas pu enregistrer votre demande pour le moment. Veuillez réessayer dans quelques minutes, ou appelez-nous.',
    malformed:
      'Votre demande n’a pas pu être lue. Veuillez revenir en arrière et renvoyer le formulaire, ou appelez-nous.',
    'too-large':
      'Votre demande était trop longue pour être envoyée. Veuillez raccourcir votre description, ou appelez-nous.',
    'unsupported-type':
      'Votre demande n’a pas pu être lue. Veuillez revenir en arrière et renvoyer le formulaire, ou appelez-nous.',
    'cross-site':
      'Votre demande provenait d’un autre site Web; elle n’a donc pas été envoyée. Veuillez utiliser le formulaire de notre page Nous joindre, ou appelez-nous.',
    expired:
      'Cette page était ouverte depuis longtemps; votre demande n’a donc pas encore été envoyée. Veuillez appuyer de nouveau sur Envoyer.',
  },
};
