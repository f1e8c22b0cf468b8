/**
 * What the consultation schema says when an answer is refused, in each language of the site:
 * the JavaScript form shows these under the fields, the server returns them in its JSON. The
 * French is Canadian French; a space before a colon, none before ? or !.
 */
import type { Lang } from '../lib/languages';

export interface SchemaMessages {
  /** The field's name inside the generic messages, e.g. "First name must be text". */
  labels: Record<
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'legalServiceArea'
    | 'problemDescription'
    | 'goals'
    | 'urgencyLevel'
    | 'consultedBefore'
    | 'contactMethod'
    | 'bestTime'
    | 'language',
    string
  >;
  notText: (label: string) => string;
  notAllowed: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  enterFirstName: string;
  enterLastName: string;
  enterValidEmail: string;
  enterWholeEmail: string;
  enterEmail: string;
  phoneCharacters: string;
  phoneDigits: (min: number) => string;
  enterPhone: string;
  chooseArea: string;
  describeAtLeast: (min: number) => string;
  describeBriefly: string;
  chooseUrgency: string;
  chooseContactMethod: string;
  chooseTime: string;
  chooseLanguage: string;
}

const english: SchemaMessages = {
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    phone: 'Phone number',
    legalServiceArea: 'Legal service area',
    problemDescription: 'Description',
    goals: 'Goals',
    urgencyLevel: 'Urgency level',
    consultedBefore: 'Consulted before',
    contactMethod: 'Contact method',
    bestTime: 'Best time',
    language: 'Language',
  },
  notText: (label) => `${label} must be text`,
  notAllowed: (label) => `${label} contains characters that are not allowed`,
  tooLong: (label, max) => `${label} must be at most ${max} characters`,
  enterFirstName: 'Enter your first name',
  enterLastName: 'Enter your last name',
  enterValidEmail: 'Enter a valid e-mail address',
  enterWholeEmail: 'Enter the whole e-mail address: the part after @ needs a dot, such as gmail.com',
  enterEmail: 'Enter your e-mail address',
  phoneCharacters: 'Enter a phone number using digits, spaces and + ( ) - . only',
  phoneDigits: (min) => `Enter a phone number of at least ${min} digits`,
  enterPhone: 'Enter your phone number',
  chooseArea: 'Choose the area of law your matter concerns',
  describeAtLeast: (min) => `Describe your matter in at least ${min} characters`,
  describeBriefly: 'Describe your matter briefly',
  chooseUrgency: 'Choose how urgent your matter is',
  chooseContactMethod: 'Choose how we should contact you',
  chooseTime: 'Choose a time from the list',
  chooseLanguage: 'Choose English or French',
};

const french: SchemaMessages = {
  labels: {
    firstName: 'Le prénom',
    lastName: 'Le nom',
    email: 'L’adresse courriel',
    phone: 'Le numéro de téléphone',
    legalServiceArea: 'Le domaine de droit',
    problemDescription: 'La description',
    goals: 'Les objectifs',
    urgencyLevel: 'Le degré d’urgence',
    consultedBefore: 'La consultation antérieure',
    contactMethod: 'Le mode de communication',
    bestTime: 'Le meilleur moment',
    language: 'La langue',
  },
  notText: (label) => `${label} doit être du texte`,
  notAllowed: (label) => `${label} contient des caractères non permis`,
  tooLong: (label, max) => `${label} doit compter au plus ${max} caractères`,
  enterFirstName: 'Entrez votre prénom',
  enterLastName: 'Entrez votre nom',
  enterValidEmail: 'Entrez une adresse courriel valide',
  enterWholeEmail: 'Entrez l’adresse courriel complète : la partie après le @ doit contenir un point, comme gmail.com',
  enterEmail: 'Entrez votre adresse courriel',
  phoneCharacters: 'Entrez un numéro de téléphone composé de chiffres, d’espaces et des caractères + ( ) - . seulement',
  phoneDigits: (min) => `Entrez un numéro de téléphone d’au moins ${min} chiffres`,
  enterPhone: 'Entrez votre numéro de téléphone',
  chooseArea: 'Choisissez le domaine de droit qui concerne votre affaire',
  describeAtLeast: (min) => `Décrivez votre affaire en au moins ${min} caractères`,
  describeBriefly: 'Décrivez brièvement votre affaire',
  chooseUrgency: 'Indiquez le degré d’urgence de votre affaire',
  chooseContactMethod: 'Indiquez comment nous devrions communiquer avec vous',
  chooseTime: 'Choisissez un moment dans la liste',
  chooseLanguage: 'Choisissez l’anglais ou le français',
};

export const SCHEMA_MESSAGES: Record<Lang, SchemaMessages> = { en: english, fr: french };
