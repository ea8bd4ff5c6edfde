/**
 * The finance downloads (contract `Downloads`), served by the server's download route: the file
 * of a succeeded finance export behind its signed 5-minute link (changes/export-download.ts).
 */
import type { Downloads } from '@storeops/contract';
import { exportDownload } from './changes/export-download';

export const downloads = [exportDownload] satisfies Downloads;
