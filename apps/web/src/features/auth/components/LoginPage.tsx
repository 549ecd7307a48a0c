import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import { Paper, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { BrandMark } from '../../../components/ui/BrandMark';
import { productName } from '../../../lib/session/product';
import { sessionWasLost } from '../../../lib/session/session-mark';
import classes from './LoginPage.module.css';
import { LoginForm } from './LoginForm';

const LostSessionNotice = lazy(() => import('./LostSessionNotice'));

/** The login page (docs/design.md): the brand beside the form on a PC, above it on a phone. */
export function LoginPage() {
  const product = productName();
  const [searchParams] = useSearchParams();
  // Sent here from a page of the panel while this browser had a session: it expired or was ended elsewhere.
  const [lost] = useState(() => searchParams.has('returnTo') && sessionWasLost());
  return (
    <div className={classes.page}>
      <header className={classes.brandPanel}>
        <h1 className={classes.product}>
          <BrandMark size={40} />
          {product}
        </h1>
        <p className={classes.tagline}>Sprzedaż i obsługa polis dla agentów i dealerów – w jednym miejscu, na komputerze i telefonie.</p>
        <ul className={classes.lines}>
          <li>ubezpieczenia komunikacyjne, domu i mieszkania, firm i flot</li>
          <li>wznowienia, wypowiedzenia, sprzedaż pojazdu i zmiany polis</li>
          <li>sprawy klientów i reklamacje</li>
        </ul>
      </header>
      <main className={classes.main}>
        <title>{`Logowanie – ${product}`}</title>
        <Paper withBorder shadow="sm" p="lg" radius="md" className={classes.card}>
          <Title order={2} size="h3" mb="md">
            Logowanie
          </Title>
          {lost && (
            <Suspense>
              <LostSessionNotice />
            </Suspense>
          )}
          <LoginForm />
        </Paper>
      </main>
    </div>
  );
}
