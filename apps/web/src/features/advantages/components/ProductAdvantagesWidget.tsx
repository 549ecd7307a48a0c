import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { Link } from '../../../lib/router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/context';
import { visibleSections, WIDGET_ADVANTAGES } from '../content';
import classes from './ProductAdvantagesWidget.module.css';

/** Product advantages: the first few of each product the user's roles allow, and the way to the full page. */
export function ProductAdvantagesWidget() {
  const { roles } = useSession();
  const products = visibleSections(roles);
  return (
    <div className={classes.widget}>
      <Tabs defaultValue={products[0]?.id} keepMounted={false} classNames={{ list: classes.list, panel: classes.panel }}>
        <Tabs.List aria-label="Produkty">
          {products.map((product) => (
            <Tabs.Tab key={product.id} value={product.id}>
              {product.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {products.map((product) => (
          <Tabs.Panel key={product.id} value={product.id}>
            <h3 className={classes.product}>{product.product}</h3>
            <ul className={classes.advantages}>
              {product.advantages.slice(0, WIDGET_ADVANTAGES).map((advantage) => (
                <li key={advantage}>{advantage}</li>
              ))}
            </ul>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Link className={classes.more} to={paths.advantages.getHref()}>
        Wszystkie zalety produktów
      </Link>
    </div>
  );
}
