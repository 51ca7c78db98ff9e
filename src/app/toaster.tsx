import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../lib/toast';

/** Sonner's Toaster, styled to pass contrast (its rich colours do not). */
export default function SiteToaster() {
  // Runs after the Toaster's own effect has subscribed, so queued toasts are shown.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      position="bottom-center"
      hotkey={['altKey', 'KeyT']}
      closeButton
      toastOptions={{
        classNames: {
          toast: '!rounded-2xl !border-2 !font-sans !text-base !shadow-lg',
          title: '!font-extrabold',
          success: '!border-leaf-700 !bg-leaf-50 !text-leaf-900',
          error: '!border-coral-700 !bg-[#9f1239] !text-white',
          description: '!text-inherit',
          closeButton: '!bg-white !text-ink !border-gray-400',
        },
      }}
    />
  );
}
