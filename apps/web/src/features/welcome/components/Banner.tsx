import { bannerImagePath, isoDateInPoland } from '@panel/domain';
import { Link } from '../../../lib/router';
import { logAction } from '../../../lib/action-log';
import { mobileMediaQuery } from '../../../lib/breakpoints';
import { useBannerConfig } from '../api/get-banner-config';
import classes from './Banner.module.css';

/**
 * The banner of the user's agent type (000 §2), a link to its target, its narrow image on a phone; the image path carries today's date as
 * cache-buster (000 §9) and a click is logged as pp_agent_baner. Nothing is shown without a configuration.
 */
export function Banner() {
  const { data: config } = useBannerConfig();
  if (!config) return null;
  const today = isoDateInPoland(new Date());
  const image = (
    <picture>
      <source media={mobileMediaQuery} srcSet={bannerImagePath(config, today, 'narrow')} width={720} height={360} />
      <img src={bannerImagePath(config, today)} alt={config.altText} width={1200} height={240} className={classes.image} />
    </picture>
  );
  const logClick = () => void logAction('pp_agent_baner', config.link);
  if (config.link.startsWith('/')) {
    return (
      <Link to={config.link} className={classes.banner} onClick={logClick}>
        {image}
      </Link>
    );
  }
  return (
    <a href={config.link} target="_blank" rel="noopener noreferrer" className={classes.banner} onClick={logClick}>
      {image}
      <span className={classes.visuallyHidden}> (otwiera się w nowej karcie)</span>
    </a>
  );
}
