// Every word of Share with your class, in one place. Pure.
export const shareWords = {
  button: 'Share with your class',
  title: 'Share with your class',
  scan: 'Students scan the code with a tablet’s camera, or type the address.',
  qrLabel: (short: string) => `QR code for ${short}`,
  copy: 'Copy link',
  copied: 'Link copied. Paste it into your class page or a message.',
  copyBlocked: 'This browser did not let us copy. The address is selected: press Ctrl+C (or ⌘+C on a Mac) to copy it.',
  addressLabel: 'Page address',
  classroom: 'Share to Google Classroom',
  classroomNote: 'opens Google Classroom in a new tab',
  close: 'Close',
  loadFailed: 'The share window could not load. Check the connection and press Share with your class again.',
} as const;
