import type { ComponentType } from 'react';
import type { MdxComponentName, PropsOf } from '../../content-pipeline/mdxComponentRegistry';
import { AreaAtAGlance } from '../service/AreaAtAGlance';
import { Awards } from './Awards';
import { ButtonLink } from './ButtonLink';
import { CallToAction } from './CallToAction';
import { Card, CardGrid } from './Card';
import { Column, Columns } from './Columns';
import { ContactCards } from './ContactCards';
import { Count } from './Count';
import { EmergencyNotice } from './EmergencyNotice';
import { Fact } from './Fact';
import { Hero } from './Hero';
import { OfficeHours } from './OfficeHours';
import { Reveal } from './Reveal';
import { Section } from './Section';
import { ServiceCards } from './ServiceCards';
import { Stats } from './Stats';
import { TeamProfiles } from '../team/TeamProfiles';
import { ConsultationForm } from '../consultation-form/ConsultationForm';
import { FormErrorList } from '../consultation-form/FormErrorList';
import { SiteSearch } from '../search/SiteSearch';

export const mdxComponents = {
  AreaAtAGlance,
  Awards,
  ButtonLink,
  CallToAction,
  Card,
  CardGrid,
  Column,
  Columns,
  ConsultationForm,
  ContactCards,
  Count,
  EmergencyNotice,
  Fact,
  FormErrorList,
  Hero,
  OfficeHours,
  Reveal,
  Section,
  ServiceCards,
  SiteSearch,
  Stats,
  TeamProfiles,
} satisfies { [Name in MdxComponentName]: ComponentType<PropsOf<Name>> };
