import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { resignationBranches, resignationPolicyNo, resignationSurname } from '../src/db/seed/resignation';

const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');

describe('README "Try these"', () => {
  // Step 1 of the wizard asks for the policyholder's surname: a person's policy named without it cannot be tried.
  const named = resignationBranches.filter((branch) => !branch.company && !branch.branch.includes('migration'));

  it.each(named.map((branch) => [resignationPolicyNo(branch.line, 1, branch.seq), resignationSurname(branch.seq)]))(
    'names %s with its surname %s',
    (policyNo, surname) => {
      expect(readme).toMatch(new RegExp(`\`${policyNo}\` \\((surname )?\`${surname}\``));
    },
  );
});
