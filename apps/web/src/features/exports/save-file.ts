/** Hands a file to the browser's download, under `name`. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the address is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
