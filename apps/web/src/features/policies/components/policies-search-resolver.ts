import { zodResolver } from '@hookform/resolvers/zod';
import { policiesSearchSchema } from '@panel/domain';

/** Loaded with the search form's first validation (lib/lazy-resolver). */
export const policiesSearchResolver = zodResolver(policiesSearchSchema);
