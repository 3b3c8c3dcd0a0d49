/**
 * Saves a file the page already holds (a Blob fetched with the session's token) under its
 * name: a temporary object URL behind a link with `download`, clicked once. The URL is
 * released a minute later, long after the browser has taken the file.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
