import type { UserInfo } from '@panel/domain';

type AgentType = UserInfo['agentType'];

export function productName(agentType?: AgentType): string {
  return agentType === 'NCD' ? 'Panel Dealera' : 'Panel Agenta';
}

/** The locative form used in "Witaj w Panelu Agenta". */
export function productNameLocative(agentType: AgentType): string {
  return agentType === 'NCD' ? 'Panelu Dealera' : 'Panelu Agenta';
}
