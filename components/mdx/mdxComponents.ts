/**
 * The components editors may use in MDX files. CONTENT.md documents each with an example;
 * adding one here means adding it there too.
 */
import { ButtonLink } from './ButtonLink';
import { CallToAction } from './CallToAction';
import { Card, CardGrid } from './Card';
import { ContactCards } from './ContactCards';
import { Fact } from './Fact';
import { Hero } from './Hero';
import { OfficeHours } from './OfficeHours';
import { Reveal } from './Reveal';
import { Section } from './Section';
import { ServiceCards } from './ServiceCards';
import { Stats } from './Stats';
import { TeamProfiles } from '../team/TeamProfiles';
import { ConsultationForm } from '../consultation/ConsultationForm';
import { FormErrorList } from '../consultation/FormErrorList';

export const mdxComponents = {
  ButtonLink,
  CallToAction,
  Card,
  CardGrid,
  ConsultationForm,
  ContactCards,
  Fact,
  FormErrorList,
  Hero,
  OfficeHours,
  Reveal,
  Section,
  ServiceCards,
  Stats,
  TeamProfiles,
};

export type MdxComponentName = keyof typeof mdxComponents;
