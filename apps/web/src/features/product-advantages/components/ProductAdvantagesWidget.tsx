import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { hasPermission } from '../../../lib/permission';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/context';
import { productAdvantages } from '../data';
import classes from './ProductAdvantagesWidget.module.css';

/** Product advantages: a short list per product the user's roles allow, and the way to the full page. */
export function ProductAdvantagesWidget() {
  const { roles } = useSession();
  const products = productAdvantages.filter((product) => !product.permission || hasPermission(roles, product.permission));
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
              {product.advantages.map((advantage) => (
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
