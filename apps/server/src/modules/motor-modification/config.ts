import { HELPLINE } from '@panel/domain';
import { loadEnv } from '../../env';
import type { MailSender } from './mail-content';

export interface MtaConfig {
  /** The Warsaw number of the agency sales support team named by the policy change error (001 §1, §8). */
  helplinePhone: string;
}

/** The helpline of the policy change error and the sender of the change e-mails, from the environment. */
export function mtaConfigFromEnv(source: NodeJS.ProcessEnv = process.env): MtaConfig & MailSender {
  const env = loadEnv(source);
  return { helplinePhone: env.MTA_HELPLINE_PHONE ?? HELPLINE, from: env.MAIL_FROM };
}
