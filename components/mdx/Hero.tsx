import type { ReactNode } from 'react';
import { container } from '../../styles/layout.css';
import * as styles from './Hero.css';
import { heroImageSrcSet } from '../../content-pipeline/heroImages';

/** The banner at the top of a page, with the page's one main heading (h1). */
export function Hero({ heading, image, children }: { heading: string; image?: string; children?: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="page-heading">
      {image && (
        // Decorative: empty alt, so screen readers skip it.
        <img
          className={styles.image}
          src={image}
          srcSet={heroImageSrcSet(image)}
          sizes="100vw"
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
        />
      )}
      <div className={`${container} ${styles.content}`}>
        <h1 id="page-heading" className={styles.heading}>
          {heading}
        </h1>
        {children && <div className={styles.text}>{children}</div>}
      </div>
    </section>
  );
}
