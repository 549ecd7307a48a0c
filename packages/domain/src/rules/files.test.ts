import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import {
  allowedFileExtensions,
  checkUploadFile,
  checkUploadQueue,
  describeFileExtensions,
  isValidFileName,
  MAX_FILE_SIZE,
  MAX_QUEUED_FILES,
  requiredFilesSchema,
  uploadedFilesSchema,
} from './files';

const MB = 1024 * 1024;

describe('upload file rules', () => {
  it('allows pdf jpg jpeg png tif tiff doc docx odt txt', () => {
    expect(allowedFileExtensions).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'doc', 'docx', 'odt', 'txt']);
    for (const ext of allowedFileExtensions) expect(checkUploadFile({ name: `skan.${ext.toUpperCase()}`, size: 1 })).toBeNull();
  });

  it.each([
    [{ name: 'pusty.pdf', size: 0 }, 'Nie można załączać pustych dokumentów:'],
    [{ name: 'duzy.pdf', size: 10 * MB + 1 }, 'Rozmiar pliku przekracza 10 MB.'],
    [{ name: `${'a'.repeat(97)}.pdf`, size: 1 }, 'Zbyt długa nazwa pliku'],
    [{ name: '../etc/passwd.txt', size: 1 }, 'Niepoprawna nazwa pliku'],
    [{ name: 'c:\\skan.pdf', size: 1 }, 'Niepoprawna nazwa pliku'],
    [{ name: 'skan\u0000.pdf', size: 1 }, 'Niepoprawna nazwa pliku'],
    [{ name: 'program.exe', size: 1 }, 'Niepoprawne rozszerzenie pliku'],
    [{ name: 'pdf', size: 1 }, 'Niepoprawne rozszerzenie pliku'],
    [{ name: 'skan.pdf.exe', size: 1 }, 'Niepoprawne rozszerzenie pliku'],
  ])('%o gives %s', (file, message) => {
    expect(checkUploadFile(file)).toBe(message);
  });

  it('accepts exactly 10 MB and a 100-character name', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: MAX_FILE_SIZE })).toBeNull();
    expect(checkUploadFile({ name: `${'a'.repeat(96)}.pdf`, size: 1 })).toBeNull();
  });

  it('file names: no path separators, control characters or dot names', () => {
    expect(isValidFileName('Wniosek o wypowiedzenie (1).pdf')).toBe(true);
    expect(isValidFileName('Zażółć.pdf')).toBe(true);
    for (const name of ['', ' ', '..', '.', 'a/b.pdf', 'a\\b.pdf', 'a\tb.pdf', 'a\u007fb.pdf']) {
      expect(isValidFileName(name)).toBe(false);
    }
  });
});

describe('upload queue', () => {
  it('reports per-file errors in order', () => {
    const result = checkUploadQueue([
      { name: 'a.pdf', size: MB },
      { name: 'b.exe', size: MB },
      { name: 'c.pdf', size: 0 },
    ]);
    expect(result).toEqual([
      { name: 'a.pdf', error: null },
      { name: 'b.exe', error: messages.FILE_EXTENSION_INVALID },
      { name: 'c.pdf', error: messages.FILE_EMPTY },
    ]);
  });

  it('refuses files over the 20 MB total, counting files already queued', () => {
    const files = [
      { name: 'a.pdf', size: 9 * MB },
      { name: 'b.pdf', size: 9 * MB },
      { name: 'c.pdf', size: 3 * MB },
      { name: 'd.pdf', size: 2 * MB },
    ];
    expect(checkUploadQueue(files).map((check) => check.error)).toEqual([null, null, messages.FILES_TOTAL_TOO_LARGE, null]);
    expect(checkUploadQueue([{ name: 'e.pdf', size: 3 * MB }], files.slice(0, 2)).map((c) => c.error)).toEqual([
      messages.FILES_TOTAL_TOO_LARGE,
    ]);
  });

  it('holds at most 10 files', () => {
    const files = Array.from({ length: 12 }, (_, i) => ({ name: `${i}.txt`, size: 1 }));
    const errors = checkUploadQueue(files).map((check) => check.error);
    expect(errors.filter((error) => error === null)).toHaveLength(MAX_QUEUED_FILES);
    expect(errors.slice(10)).toEqual([messages.FILES_QUEUE_FULL, messages.FILES_QUEUE_FULL]);
  });

  it('property: accepted files never exceed 10 in number or 20 MB in total', () => {
    const file = fc.record({ name: fc.constantFrom('a.pdf', 'b.exe', 'c.txt'), size: fc.integer({ min: 0, max: 12 * MB }) });
    fc.assert(
      fc.property(fc.array(file, { maxLength: 20 }), (files) => {
        const checks = checkUploadQueue(files);
        const accepted = files.filter((_, i) => checks[i]?.error === null);
        expect(accepted.length).toBeLessThanOrEqual(10);
        expect(accepted.reduce((sum, f) => sum + f.size, 0)).toBeLessThanOrEqual(20 * MB);
      }),
    );
  });
});

describe('uploaded files on forms', () => {
  it('files required gives "Nie wybrano pliku"; at most 10', () => {
    expect(fieldErrors(requiredFilesSchema, [])).toEqual({ '': 'Nie wybrano pliku' });
    expect(fieldErrors(requiredFilesSchema, ['f1'])).toEqual({});
    expect(fieldErrors(uploadedFilesSchema, Array.from({ length: 11 }, (_, i) => `f${i}`))).toEqual({
      '': messages.FILES_QUEUE_FULL,
    });
  });
});

describe('the types of one place', () => {
  it('names a list of extensions once each, jpeg as JPG and tif as TIFF', () => {
    expect(describeFileExtensions(['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff'])).toBe('PDF, JPG, PNG lub TIFF');
    expect(describeFileExtensions(allowedFileExtensions)).toBe('PDF, JPG, PNG, TIFF, DOC, DOCX, ODT lub TXT');
    expect(describeFileExtensions(['pdf'])).toBe('PDF');
  });

  it('refuses an extension the place does not take, in one file and in the queue', () => {
    expect(checkUploadFile({ name: 'oswiadczenie.txt', size: 1 }, ['pdf', 'png'])).toBe(messages.FILE_EXTENSION_INVALID);
    expect(checkUploadFile({ name: 'oswiadczenie.PNG', size: 1 }, ['pdf', 'png'])).toBeNull();
    expect(checkUploadQueue([{ name: 'a.txt', size: 1 }, { name: 'b.pdf', size: 1 }], [], ['pdf']).map((check) => check.error)).toEqual([
      messages.FILE_EXTENSION_INVALID,
      null,
    ]);
  });
});

