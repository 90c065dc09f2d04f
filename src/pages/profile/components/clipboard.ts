/**
 * Clipboard helpers of the character card: text (the card link) and image (the SVG card
 * drawn to a PNG, since browsers only put PNG images on the clipboard). Both reject when
 * the browser refuses; the caller shows "copy failed".
 */

export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

export const canCopyImage = () =>
  typeof window !== 'undefined' && typeof window.ClipboardItem === 'function' && typeof navigator.clipboard?.write === 'function';

/** Loads an image URL and draws it to a PNG blob at its natural size (2× for sharpness). */
async function toPng(url: string): Promise<Blob> {
  const img = new Image();
  img.decoding = 'async';
  img.src = url;
  await img.decode();
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = (img.naturalWidth || 600) * scale;
  canvas.height = (img.naturalHeight || 315) * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no png'))), 'image/png'));
}

export async function copyImage(url: string): Promise<void> {
  if (!canCopyImage()) throw new Error('clipboard images unavailable');
  // The promise form keeps the user gesture (Safari needs the write to start synchronously).
  await navigator.clipboard.write([new window.ClipboardItem({ 'image/png': toPng(url) })]);
}
