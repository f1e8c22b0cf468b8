/**
 * The product specification's route table, redirect list and the texts it quotes for each
 * screen, as test data.
 */
export const SPEC_ROUTES = [
  '/',
  '/who-we-are',
  '/what-we-do',
  '/about',
  '/contact',
  '/thank-you',
  '/services/civil-commercial-litigation',
  '/services/real-estate-law',
  '/services/corporate-law',
  '/services/landlord-tenant-board',
  '/services/employment-law',
  '/services/immigration-judicial-reviews',
  '/services/tort-negligence',
  '/services/family-law',
];

export const SPEC_REDIRECTS: Record<string, string> = {
  '/attorneys': '/who-we-are',
  '/lawyers': '/who-we-are',
  '/team': '/who-we-are',
  '/about-us': '/who-we-are',
  '/practice-areas': '/what-we-do',
  '/services': '/what-we-do',
  '/contact-us': '/contact',
  '/home': '/',
  '/index': '/',
  '/civil-litigation': '/services/civil-commercial-litigation',
  '/commercial-litigation': '/services/civil-commercial-litigation',
  '/real-estate': '/services/real-estate-law',
  '/corporate': '/services/corporate-law',
  '/business-law': '/services/corporate-law',
  '/employment': '/services/employment-law',
  '/landlord-tenant': '/services/landlord-tenant-board',
  '/immigration': '/services/immigration-judicial-reviews',
  '/tort': '/services/tort-negligence',
  '/negligence': '/services/tort-negligence',
  '/personal-injury': '/services/tort-negligence',
  '/family': '/services/family-law',
};

/** Texts every page's shared layout shows. */
export const LAYOUT_TEXTS = ['Representing clients throughout Ontario', 'What We Do', 'Contact Info', 'Office Hours'];

/** The links every practice area's screen names. */
const SERVICE_LINKS = { 'Back to What We Do': '/what-we-do', 'Schedule a Consultation': '/contact' };

/** Per path: the texts the spec quotes for that screen, and the links it names (label → href). */
export const SPEC_SCREENS: Record<string, { texts: string[]; links?: Record<string, string> }> = {
  '/': {
    texts: [
      'Real People. Real Problems. Thoughtful Legal Solutions.',
      "We're a Toronto based full-service law firm, proudly serving all of Ontario.",
      'What We Do',
      'Why Clients Work With Us',
      'Comprehensive Legal Support',
      'Client Focused Strategy',
      'Strong, Dedicated Advocacy',
      'Results You Can Trust',
      'Get Your Free Consultation Today',
    ],
    links: { 'Get Free Consultation': '/contact', 'Book Your Free Consultation': '/contact' },
  },
  '/who-we-are': {
    texts: [
      'Who We Are',
      'Education and Background',
      'Our Partners',
      'About Us',
      '10+',
      '500+',
      'Excellence',
      'Integrity',
      'Innovation',
      'Our Values',
      'Client-Centered Approach',
      'Integrity & Trust',
      'Collaborative Excellence',
      'Innovation & Growth',
      'Results-Driven',
      'Accessibility',
      'Ready to Get Started?',
    ],
    links: { 'Schedule Your Free Consultation': '/contact' },
  },
  '/what-we-do': {
    texts: [
      'What We Do',
      'Why Choose Our Legal Services?',
      'Experienced Team',
      'Proven Results',
      'Personalized Service',
    ],
    links: { 'Schedule Consultation': '/contact' },
  },
  '/about': {
    texts: [
      'Our Story',
      '1998',
      'Justice',
      'Client-Focused',
      'Excellence',
      'Responsive',
      // The spec's three awards (Best Law Firm 2023, Top 40 Under 40, Client Choice Award) are
      // not shown: issue 22 shows an award only with its issuer, year and source, and none is
      // known. content/pages/about.mdx carries the note that check:launch lists until they are.
    ],
  },
  '/contact': {
    texts: [
      'Contact Us',
      'Call Us',
      'Email Us',
      'Visit Us',
      'Mississauga',
      'By appointment only',
      "We'll respond within 24 hours",
      'Office Hours',
      'Book Your Free Consultation',
    ],
  },
  '/thank-you': {
    texts: [
      'Thank You!',
      'We have received your consultation request. One of our team members will contact you within 24 hours.',
    ],
    links: { 'Return to Home': '/' },
  },
  '/services/civil-commercial-litigation': { texts: ['Civil/Commercial Litigation'], links: SERVICE_LINKS },
  '/services/real-estate-law': { texts: ['Real Estate Law'], links: SERVICE_LINKS },
  '/services/corporate-law': { texts: ['Corporate Law'], links: SERVICE_LINKS },
  '/services/landlord-tenant-board': {
    texts: [
      'Landlord and Tenant Board Matters',
      'Evictions and Termination of Tenancy',
      'Rent Arrears and Rent Disputes',
      'Maintenance and Repair Issues',
      'Tenant Rights and Landlord Obligations',
      'Illegal Units and Habitability',
      'Compensation and Claims',
    ],
    links: SERVICE_LINKS,
  },
  '/services/employment-law': {
    texts: [
      'Workplace Legal Solutions',
      'Employment Contracts',
      'Human Rights and Discrimination',
      'Restrictive Covenants',
      'Employment Standards and Compliance Audits',
      'Employment Litigation',
    ],
    links: SERVICE_LINKS,
  },
  '/services/immigration-judicial-reviews': {
    texts: [
      'Temporary and Permanent Residence Applications',
      'Refusals and Reconsideration Requests',
      'Judicial Review at Federal Court',
      'Procedural Fairness Letters and Delays',
      'Refugee Claims and Appeals',
      'Detention Reviews and Admissibility Hearings',
      'Immigration Compliance and Enforcement',
    ],
    links: SERVICE_LINKS,
  },
  '/services/tort-negligence': {
    texts: [
      'Professional Negligence',
      'Economic Torts',
      "Occupiers' Liability and Premises-Related Injuries",
      'Personal Injury and General Negligence',
      'Defamation and Privacy Torts',
      'Trespass and Nuisance',
      'Vicarious Liability',
    ],
    links: SERVICE_LINKS,
  },
  '/services/family-law': {
    texts: [
      'Family Law Services',
      'Separation and Divorce',
      'Child Custody and Access',
      'Child and Spousal Support',
      'Property Division',
      'Domestic Contracts',
      'Parenting Disputes and Mobility Issues',
      'Emergency and Restraining Orders',
      'Family Mediation and Alternative Dispute Resolution',
      'Ready to Discuss Your Family Law Matter?',
    ],
    links: { 'Get Your Free Consultation': '/contact' },
  },
};
