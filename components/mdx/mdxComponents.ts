/**
 * The components editors may use in MDX files, by the names of siteContent/mdxComponentNames.ts
 * (the checker's list). CONTENT.md documents each with an example; a test keeps it complete.
 */
import type { ComponentType } from 'react';
import type { MdxComponentName } from '../../siteContent/mdxComponentNames';
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
  // Every name of the list, and no other: the type check fails when the two differ.
} satisfies Record<MdxComponentName, ComponentType<never>>;
