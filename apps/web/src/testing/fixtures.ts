import type { Features, Role, UserInfo } from '@panel/domain';

export interface Account {
  login: string;
  password: string;
  user: UserInfo;
  roles: Role[];
  features: Features;
}

export const PASSWORD = 'Demo#2026';

const noFeatures: Features = { CASETYPE_WYP_REDIRECTION: false, CASETYPE_UKS_REDIRECTION: false, UP_REDIRECT_BUTTON: false };

function user(overrides: Partial<UserInfo>): UserInfo {
  return {
    login: 'agent.da',
    name: 'Jan Kowalski',
    agentType: 'DA',
    email: 'jan.kowalski@example.pl',
    nip: null,
    phone: '600100200',
    agentPhone: '226001000',
    passwordExpired: false,
    twoFactorRequired: false,
    pesel: null,
    birthDate: null,
    idNumber: null,
    custCode: 'K-000123',
    agentName: 'Agencja Ubezpieczeniowa Kowalski i Wspólnicy',
    rauNo: '11223344/A',
    ...overrides,
  };
}

export const accounts = {
  /** Every role. */
  agent: {
    login: 'agent.da',
    password: PASSWORD,
    user: user({}),
    roles: [
      'ROLE_AGENT_UKS_ENABLED',
      'ROLE_AGENT_RES_ENABLED',
      'ROLE_AGENT_CANCEL_ENABLED',
      'ROLE_AGENT_FILES_ENABLED',
      'ROLE_CP_MTA_ENABLED',
      'ROLE_AGENT_UPORT_ENABLED',
    ],
    features: { ...noFeatures, UP_REDIRECT_BUTTON: true },
  },
  /** No roles at all. */
  basic: {
    login: 'agent.basic',
    password: PASSWORD,
    user: user({ login: 'agent.basic', name: 'Anna Nowak', custCode: 'K-000777', agentName: 'Nowak', rauNo: null }),
    roles: [],
    features: noFeatures,
  },
  dealer: {
    login: 'dealer.ncd',
    password: PASSWORD,
    user: user({ login: 'dealer.ncd', name: 'Piotr Zieliński', agentType: 'NCD', agentName: 'Auto Salon Zieliński' }),
    roles: ['ROLE_AGENT_RES_ENABLED'],
    features: noFeatures,
  },
} satisfies Record<string, Account>;
