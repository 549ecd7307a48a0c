import { isoDateInPoland, policyExportFilename, type PolicyExportQuery } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { queryString } from './query-string';

export type ExportFormat = 'csv' | 'xlsx';

interface ExportRequest {
  format: ExportFormat;
  filters: PolicyExportQuery;
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * GET /partner/rest/policies/export.{csv,xlsx} with the list's filters and order, saved under the list's name.
 * A list too long to export is refused with a message the widget shows (400).
 */
export async function exportPolicies({ format, filters }: ExportRequest) {
  const blob = await request(`/partner/rest/policies/export.${format}?${queryString({ ...filters })}`, {
    responseType: 'blob',
    handledStatuses: [400],
    loader: true,
  });
  save(blob, policyExportFilename(filters.tableType, format, isoDateInPoland(new Date())));
}

export function useExportPolicies() {
  return useMutation({ mutationFn: exportPolicies });
}
