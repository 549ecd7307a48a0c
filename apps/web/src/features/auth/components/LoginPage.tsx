import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import { Container, Paper, Title } from '@mantine/core';
import { productName } from '../../../lib/session/product';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const product = productName();
  return (
    <Container component="main" size={420} py="xl">
      <title>{`Logowanie – ${product}`}</title>
      <Title order={1} ta="center" mb="lg">
        {product}
      </Title>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Title order={2} size="h3" mb="md">
          Logowanie
        </Title>
        <LoginForm />
      </Paper>
    </Container>
  );
}
