/**
 * A second table of questions for the real site's search, written as prospective clients ask them,
 * before the practice areas' search terms and the facts' words were written and without reading
 * them (docs/benchmarks.md says how). Each with what must come first: the answer of one of the
 * firm's facts (`fact:` and its name), the answer that the firm does not practise the area, or the
 * address of the page.
 */
import { NOT_PRACTISED, type Question } from '../browser/support/everydayQueries';

const FAMILY = '/services/family-law';
const EMPLOYMENT = '/services/employment-law';
const TORT = '/services/tort-negligence';
const CIVIL = '/services/civil-commercial-litigation';
const TENANCY = '/services/landlord-tenant-board';
const REAL_ESTATE = '/services/real-estate-law';
const CORPORATE = '/services/corporate-law';
const IMMIGRATION = '/services/immigration-judicial-reviews';

const FR_FAMILY = '/fr/services/droit-de-la-famille';
const FR_EMPLOYMENT = '/fr/services/droit-de-l-emploi';
const FR_TORT = '/fr/services/responsabilite-delictuelle-et-negligence';
const FR_CIVIL = '/fr/services/litige-civil-et-commercial';
const FR_TENANCY = '/fr/services/commission-de-la-location-immobiliere';
const FR_REAL_ESTATE = '/fr/services/droit-immobilier';
const FR_CORPORATE = '/fr/services/droit-des-societes';
const FR_IMMIGRATION = '/fr/services/immigration-et-controle-judiciaire';

export const FRESH_QUESTIONS: Record<'en' | 'fr', Question[]> = {
  en: [
    ['what is your phone number', 'fact:contact'],
    ['phone number for the office', 'fact:contact'],
    ['how can I reach you by email', 'fact:contact'],
    ["what's your address", 'fact:contact'],
    ['directions to your office', 'fact:contact'],
    ['is there parking', 'fact:notGiven'],
    ['where can I park', 'fact:notGiven'],
    ['what time do you open', 'fact:hours'],
    ['are you open on weekends', 'fact:hours'],
    ['how much do you charge for a consultation', 'fact:fees'],
    ['do you offer a free consultation', 'fact:fees'],
    ['do you have payment plans', 'fact:fees'],
    ['do you take legal aid', 'fact:fees'],
    ['can I speak to someone in French', 'fact:languages'],
    ['what languages do you speak', 'fact:languages'],
    ['how fast will you get back to me', 'fact:response'],
    ['how soon will someone call me back', 'fact:response'],
    ['who gets the kids after we split', FAMILY],
    ['my husband and I are separating', FAMILY],
    ["my ex won't pay child support", FAMILY],
    ['rear-ended on the highway', TORT],
    ['a dog bit my son', TORT],
    ['I tripped on a broken sidewalk', TORT],
    ['contract dispute with a supplier', CIVIL],
    ['a customer refuses to pay my invoice', CIVIL],
    ['someone is suing me', CIVIL],
    ['landlord refuses to fix the heat', TENANCY],
    ['my landlord is keeping my deposit', TENANCY],
    ["tenant won't move out", TENANCY],
    ['got fired for no reason', EMPLOYMENT],
    ['my employer cut my hours', EMPLOYMENT],
    ['not paid overtime', EMPLOYMENT],
    ['severance package review', EMPLOYMENT],
    ['closing on a house purchase', REAL_ESTATE],
    ['selling my condo', REAL_ESTATE],
    ['refinancing my mortgage', REAL_ESTATE],
    ['incorporate a small business', CORPORATE],
    ['partnership agreement with my co-founder', CORPORATE],
    ['buying a business', CORPORATE],
    ['my visa application was refused', IMMIGRATION],
    ['work permit refused judicial review', IMMIGRATION],
    ['sponsor my wife to come to Canada', IMMIGRATION],
    ['I need a will', NOT_PRACTISED],
    ['will you help with my will', NOT_PRACTISED],
    ['charged with assault', NOT_PRACTISED],
    ["my father passed and I'm the executor", NOT_PRACTISED],
    ['I got a speeding ticket', NOT_PRACTISED],
  ],
  fr: [
    ['quel est votre numéro de téléphone', 'fact:contact'],
    ['votre adresse courriel', 'fact:contact'],
    ['où est situé votre bureau', 'fact:contact'],
    ['comment me rendre chez vous', 'fact:contact'],
    ['où puis-je me stationner', 'fact:notGiven'],
    ['y a-t-il un stationnement', 'fact:notGiven'],
    ['à quelle heure ouvrez-vous', 'fact:hours'],
    ['êtes-vous ouverts la fin de semaine', 'fact:hours'],
    ['combien coûte une consultation', 'fact:fees'],
    ['la première rencontre est-elle gratuite', 'fact:fees'],
    ['puis-je payer en plusieurs versements', 'fact:fees'],
    ['acceptez-vous l’aide juridique', 'fact:fees'],
    ['offrez-vous des services en français', 'fact:languages'],
    ['parlez-vous anglais', 'fact:languages'],
    ['dans quel délai répondez-vous', 'fact:response'],
    ['quand allez-vous me rappeler', 'fact:response'],
    ['qui aura les enfants après la séparation', FR_FAMILY],
    ['mon conjoint et moi nous séparons', FR_FAMILY],
    ['mon ex ne paie pas la pension alimentaire', FR_FAMILY],
    ['on m’a embouti par l’arrière sur l’autoroute', FR_TORT],
    ['un chien a mordu mon fils', FR_TORT],
    ['j’ai trébuché sur un trottoir brisé', FR_TORT],
    ['litige avec un fournisseur au sujet d’un contrat', FR_CIVIL],
    ['un client refuse de payer ma facture', FR_CIVIL],
    ['on me poursuit en justice', FR_CIVIL],
    ['mon propriétaire refuse de réparer le chauffage', FR_TENANCY],
    ['le locataire refuse de partir', FR_TENANCY],
    ['mon propriétaire garde mon dépôt', FR_TENANCY],
    ['j’ai été renvoyé sans raison', FR_EMPLOYMENT],
    ['mon employeur a réduit mes heures', FR_EMPLOYMENT],
    ['heures supplémentaires non payées', FR_EMPLOYMENT],
    ['indemnité de départ', FR_EMPLOYMENT],
    ['achat d’une maison', FR_REAL_ESTATE],
    ['vendre mon condo', FR_REAL_ESTATE],
    ['renouveler mon hypothèque', FR_REAL_ESTATE],
    ['constituer une petite entreprise en société', FR_CORPORATE],
    ['convention entre actionnaires', FR_CORPORATE],
    ['acheter une entreprise', FR_CORPORATE],
    ['ma demande de visa a été refusée', FR_IMMIGRATION],
    ['permis de travail refusé', FR_IMMIGRATION],
    ['parrainer mon épouse', FR_IMMIGRATION],
    ['faire mon testament', NOT_PRACTISED],
    ['accusé de voies de fait', NOT_PRACTISED],
    ['mon père est décédé et je suis liquidateur', NOT_PRACTISED],
    ['contravention pour excès de vitesse', NOT_PRACTISED],
  ],
};
