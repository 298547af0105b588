/** Saves text as a file the browser downloads (e.g. barcodes.csv), without a round trip to the server. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
