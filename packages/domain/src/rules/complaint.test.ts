import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { complaintSchema } from './complaint';

describe('complaint', () => {
  it('type and files are required', () => {
    expect(fieldErrors(complaintSchema, { complaintType: 'OBS', uploadedFiles: ['f1'] })).toEqual({});
    expect(fieldErrors(complaintSchema, { complaintType: '', uploadedFiles: [] })).toEqual({
      complaintType: messages.REQUIRED_VALIDATION_ERROR,
      uploadedFiles: 'Nie wybrano pliku',
    });
    expect(fieldErrors(complaintSchema, {})).toEqual({
      complaintType: messages.REQUIRED_VALIDATION_ERROR,
      uploadedFiles: 'Nie wybrano pliku',
    });
  });

  it('takes an optional policy number (30) and description (2000)', () => {
    const base = { complaintType: 'OBS', uploadedFiles: ['f1'] };
    expect(complaintSchema.parse(base)).toEqual({ ...base, policyNumber: '', messageContent: '' });
    expect(fieldErrors(complaintSchema, { ...base, policyNumber: '1'.repeat(31), messageContent: 'x'.repeat(2001) })).toEqual({
      policyNumber: messages.MAX_LENGTH_ERROR,
      messageContent: messages.MAX_LENGTH_ERROR,
    });
  });
});
