/** Saves `text` as a file through the browser's download (a CSV here: its BOM is part of `text`). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the object URL is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
