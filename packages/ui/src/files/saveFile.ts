import type { FileDownload } from '@dss/contract';

/**
 * Hands a file the server answered to the browser as a download, under the name the server
 * gave it (`doc.pdf`, `export.csv`, an overview's name) unless `fileName` says otherwise.
 */
export function saveFile(file: FileDownload, fileName: string = file.fileName) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
