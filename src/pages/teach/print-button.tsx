// Print a printable without leaving the page: the PDF is loaded into a hidden frame and the
// browser's print dialog opened on it. Where a browser will not print a PDF from a frame, the PDF
// opens in a new tab to print from there, and the page says so.
import { useState } from 'react';

export function PrintButton({ file, label }: { file: string; label: string }) {
  const [message, setMessage] = useState('');
  const print = () => {
    setMessage('');
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = label;
    frame.src = file;
    frame.addEventListener('load', () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
      } catch {
        window.open(file, '_blank', 'noopener');
        setMessage('The worksheet opened in a new tab: print it from there.');
      }
      // The frame stays until the page is left: removing it would close the print dialog in some browsers.
    });
    frame.addEventListener('error', () => setMessage('The worksheet could not load. Check your connection and try again.'));
    document.body.append(frame);
  };
  return (
    <>
      <button type="button" className="btn-secondary" onClick={print} data-print-file={file}>
        <span aria-hidden="true">🖨️ </span>
        {label}
      </button>
      <span role="status" className="ml-2">
        {message}
      </span>
    </>
  );
}
