/** Saves text as a file through a temporary link (the browser's own download, no server round trip). */
export const downloadText = (text: string, fileName: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
