import { useSite } from '../PageDataContext';
import { container } from '../../styles/layout.css';
import { CurrentPathContext } from '../layout/currentPath';
import { useContext, type ReactNode } from 'react';
import { languageRoot } from '../../lib/languages';
import * as styles from './Hero.css';
import { HeroLawyer, HeroTrust } from './HeroTrust';
import { Picture } from '../picture/Picture';

export function Hero({
  heading,
  image,
  above,
  children,
}: {
  heading: string;
  image?: string;
  /** A line above the heading (a practice area's "Back to What We Do"); pages set it, MDX does not. */
  above?: ReactNode;
  children?: ReactNode;
}) {
  const isHome = useContext(CurrentPathContext) === languageRoot(useSite().lang);
  return (
    <section className={isHome ? `${styles.hero} ${styles.homeHero}` : styles.hero} aria-labelledby="page-heading">
      {image && (
        // Decorative: empty alt, so screen readers skip it. It covers the right of the hero on wide
        // screens, where the hero's height crops it: 75vw asks for enough pixels to stay sharp.
        <Picture
          className={styles.image}
          src={image}
          use="hero"
          sizes="(min-width: 60em) 75vw, 100vw"
          alt=""
          fetchPriority="high"
        />
      )}
      <div className={`${container} ${styles.content}`}>
        <div className={styles.lead}>
          {above && <div className={styles.above}>{above}</div>}
          <h1 id="page-heading" className={isHome ? styles.displayHeading : styles.heading}>
            {heading}
          </h1>
          {children && <div className={styles.text}>{children}</div>}
          {isHome && <HeroTrust />}
        </div>
        {isHome && <HeroLawyer />}
      </div>
    </section>
  );
}
