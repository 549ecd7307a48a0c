import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ });
/** An address, a network (address/prefix) or one of proxy-addr's named ranges. */
const isProxyAddress = (value: string) => {
  const [address = '', prefix, ...rest] = value.split('/');
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  return isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
};
const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Loopback unless told otherwise: a container or a host behind a proxy on another machine sets HOST=0.0.0.0 (decision 116).
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // Connections of each instance to PostgreSQL (decision 165); unset, 4. All instances together: about twice the
    // database server's cores.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Unset: JSON lines, or short readable lines when standard output is a terminal (decision 132).
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    // The bearer token Prometheus scrapes GET /metrics with; unset, no metrics are served (decision 131).
    METRICS_TOKEN: z.string().min(32).optional(),
    COOKIE_SECURE: booleanString.default(false),
    // The proxies in front (decision 116): none, or their addresses, networks (CIDR) or 'loopback'/'uniquelocal'. Never
    // "every hop": a client could name its own address in X-Forwarded-For and escape the per-address login throttle.
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context) => {
        if (value === 'false') return false as const;
        const proxies = value.split(',').map((proxy) => proxy.trim());
        if (proxies.every(isProxyAddress)) return proxies;
        context.addIssue({ code: 'custom', message: "false albo adresy serwerów pośredniczących, sieci CIDR lub 'loopback' po przecinku" });
        return z.NEVER;
      }),
    // Unset: demo data only into the embedded database; PostgreSQL is seeded only when asked (decision 116).
    SEED_DEMO: booleanString.optional(),
    // Lets a server with secure cookies start while demo accounts still have the published password.
    ALLOW_DEMO_ACCOUNTS: booleanString.default(false),
    WEB_DIST: z.string().min(1).optional(),
    OPENWEATHER_URL: z.url({ protocol: /^https?$/ }).optional(),
    OPENWEATHER_API_KEY: z.string().min(1).optional(),
    // External hand-offs (decision 004): the shared HMAC secret of the tokens and the systems' addresses.
    HANDOFF_TOKEN_SECRET: z.string().min(32).optional(),
    // Two-factor login (decision 125): the AES-256-GCM key of the stored TOTP secrets, 32 bytes in base64 (required with
    // DATABASE_URL; the embedded database keeps a generated one in DATA_DIR), and whether every agent must enrol.
    TWO_FACTOR_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, { error: '32 bajty zapisane w base64 (np. openssl rand -base64 32)' })
      .optional(),
    REQUIRE_TWO_FACTOR: booleanString.default(false),
    HANDOFF_UP_URL: httpUrl.default('https://up.ubezpieczyciel.example.pl/sso/panel-agenta'),
    HANDOFF_POS_URL: httpUrl.default('https://pos.ubezpieczyciel.example.pl/sso/panel-agenta'),
    HANDOFF_CAS_URL: httpUrl.default('https://cas.ubezpieczyciel.example.pl/sso/panel-agenta'),
    HANDOFF_STP_URL: httpUrl.default('https://podroze.ubezpieczyciel.example.pl/kalkulator'),
    HANDOFF_SASS_URL: httpUrl.default('https://sass.ubezpieczyciel.example.pl/kalkulator'),
    HANDOFF_HATE_URL: httpUrl.default('https://dom-plus.ubezpieczyciel.example.pl/kalkulator'),
    HANDOFF_APA_URL: httpUrl.default('https://assistance.ubezpieczyciel.example.pl/panel'),
    HANDOFF_TRAVEL_URL: httpUrl.default('https://europa-assistance.ubezpieczyciel.example.pl/panel'),
    ORDER_DOCUMENTS_URL: httpUrl.default('https://druki.ubezpieczyciel.example.pl/zamowienie'),
    // E-mail (decision 093): the SMTP server; without it `npm start` keeps the e-mail in .eml files under DATA_DIR/mail.
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Panel Agenta <panel@ubezpieczyciel.example.pl>'),
    // The agency sales support number the motor policy change error names (001 §8; decision 090).
    MTA_HELPLINE_PHONE: z.string().regex(/^[0-9 +]{9,20}$/).optional(),
    // Origins the tracking configuration may send the browser to, besides the panel itself (decision 100).
    TRACKING_HOSTS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((host) => host.trim()).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https$/ }).transform((url) => new URL(url).origin))),
  })
  .transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO ?? env.DATABASE_URL === undefined }));

export type Env = z.infer<typeof envSchema>;

/** Reads the environment, listing every bad key at once. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; relative paths are meant from where the user typed the command.
  const base = source.INIT_CWD ?? process.cwd();
  return { ...result.data, DATA_DIR: path.resolve(base, result.data.DATA_DIR) };
}
