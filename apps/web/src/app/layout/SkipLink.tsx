import classes from './SkipLink.module.css';

export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      className={classes.skipLink}
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      Przejdź do treści
    </a>
  );
}
