import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { policiesSearchQuerySchema } from '../api/policies';
import { canSearchPolicyType, togglePolicySearchType } from './policiesSearch';
import { policiesSearchSchema } from './policiesSearch.schema';

describe('policies search', () => {
  it('a policy number alone is enough', () => {
    expect(fieldErrors(policiesSearchSchema, { policyNumber: '123456' })).toEqual({});
  });

  it('without a number a type must be chosen and dates are required', () => {
    expect(fieldErrors(policiesSearchSchema, {})).toEqual({
      policyType: messages.POLICYTYPE_VALIDATION_ERROR,
      dateFrom: messages.REQUIRED_VALIDATION_ERROR,
      dateTo: messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(fieldErrors(policiesSearchSchema, { policyType: 'CP', dateFrom: '2025-01-01', dateTo: '2025-01-31' })).toEqual({});
  });

  it('only the types CP, HP, FIRM and FL exist', () => {
    for (const policyType of ['CP', 'HP', 'FIRM', 'FL']) {
      expect(fieldErrors(policiesSearchSchema, { policyNumber: '1', policyType })).toEqual({});
    }
    expect(Object.keys(fieldErrors(policiesSearchSchema, { policyNumber: '1', policyType: 'SM' }))).toEqual(['policyType']);
  });

  it('only one type is active at a time', () => {
    expect(togglePolicySearchType(null, 'CP')).toBe('CP');
    expect(togglePolicySearchType('CP', 'HP')).toBe('HP');
    expect(togglePolicySearchType('HP', 'HP')).toBeNull();
  });

  it("date range: 'to' not before 'from'", () => {
    expect(fieldErrors(policiesSearchSchema, { policyType: 'HP', dateFrom: '2025-02-01', dateTo: '2025-01-31' })).toEqual({
      dateTo: messages.DATES_VALIDATION_ERROR,
    });
    expect(fieldErrors(policiesSearchSchema, { policyNumber: '1', dateFrom: '2025-02-01', dateTo: '2025-01-31' })).toEqual({
      dateTo: messages.DATES_VALIDATION_ERROR,
    });
  });
});

describe('policies search roles (000 §6)', () => {
  it('CP needs ROLE_AGENT_CP_ENABLED; FIRM either ROLE_AGENT_SM_ENABLED or ROLE_AGENT_ML_ENABLED; HP and FL nothing', () => {
    expect(canSearchPolicyType([], 'CP')).toBe(false);
    expect(canSearchPolicyType(['ROLE_AGENT_CP_ENABLED'], 'CP')).toBe(true);
    expect(canSearchPolicyType(['ROLE_AGENT_CP_ENABLED'], 'FIRM')).toBe(false);
    expect(canSearchPolicyType(['ROLE_AGENT_SM_ENABLED'], 'FIRM')).toBe(true);
    expect(canSearchPolicyType(new Set(['ROLE_AGENT_ML_ENABLED']), 'FIRM')).toBe(true);
    expect(canSearchPolicyType([], 'HP')).toBe(true);
    expect(canSearchPolicyType([], 'FL')).toBe(true);
  });
});

describe('policies search query', () => {
  it('is the search model with paging: the same rules, paging defaults', () => {
    expect(fieldErrors(policiesSearchQuerySchema, { pageSize: '7' })).toEqual({
      policyType: messages.POLICYTYPE_VALIDATION_ERROR,
      dateFrom: messages.REQUIRED_VALIDATION_ERROR,
      dateTo: messages.REQUIRED_VALIDATION_ERROR,
      pageSize: messages.PAGE_SIZE_VALIDATION_ERROR,
    });
    expect(policiesSearchQuerySchema.parse({ policyNumber: '11' })).toMatchObject({
      policyNumber: '11',
      policyType: null,
      page: 1,
      pageSize: 20,
      sort: 'policyDate',
      order: 'desc',
    });
  });
});
