import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { resignationBranches, resignationPolicyNo, resignationSurname } from '../src/db/seed/resignation';

const tryThese = await readFile(new URL('../../../docs/try-these.md', import.meta.url), 'utf8');

describe('docs/try-these.md', () => {
  // Step 1 of the wizard asks for the policyholder's surname: a person's policy named without it cannot be tried.
  const named = resignationBranches.filter((branch) => !branch.company && !branch.branch.includes('migration'));

  it.each(named.map((branch) => [resignationPolicyNo(branch.line, 1, branch.seq), resignationSurname(branch.seq)]))(
    'names %s with its surname %s',
    (policyNo, surname) => {
      expect(tryThese).toMatch(new RegExp(`\`${policyNo}\` \\((surname )?\`${surname}\``));
    },
  );
});
