import { useId, type ReactNode } from 'react';
import classes from './Profile.module.css';

/** A titled block of the profile page. */
export function ProfileBlock({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.block} id={id}>
      <h2 id={headingId} className={classes.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
