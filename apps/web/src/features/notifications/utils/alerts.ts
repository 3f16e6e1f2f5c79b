import { categoryOf } from './kinds';
import type { LocalNotificationSettings } from './local-settings';

type Alerted = { id: number; title: string; message: string; category: string };

/** What a desktop notification is shown with: it stays until dismissed only when danger. */
export function desktopOptions(item: Alerted, icon: string): NotificationOptions {
  return {
    body: item.message,
    icon,
    tag: `mutabaa-notification-${item.id}`,
    requireInteraction: categoryOf(item.category) === 'danger',
  };
}

/** Whether a desktop notification may be shown: the user's switch and the browser's grant. */
export function desktopAllowed(
  settings: Pick<LocalNotificationSettings, 'desktop_enabled'>,
  permission: NotificationPermission | undefined,
): boolean {
  return settings.desktop_enabled && permission === 'granted';
}

/** The page's favicon (the branding's, when set), else the default one. */
function faviconHref(): string {
  const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  return link?.href || '/favicon.ico';
}

export function showDesktopNotification(item: Alerted, settings: LocalNotificationSettings) {
  try {
    if (typeof Notification === 'undefined') return;
    if (!desktopAllowed(settings, Notification.permission)) return;
    const notification = new Notification(item.title, desktopOptions(item, faviconHref()));
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch (error) {
    console.error(error);
  }
}

let audio: AudioContext | null = null;

/** A short built-in beep (no sound file to fetch); failures are logged only. */
export function playNotificationSound() {
  try {
    audio ??= new AudioContext();
    const context = audio;
    if (context.state === 'suspended') context.resume().catch((error) => console.error(error));
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.26);
  } catch (error) {
    console.error(error);
  }
}

/** The sound and the desktop notification for a new notification, as the settings say. */
export function alertNewNotification(item: Alerted, settings: LocalNotificationSettings) {
  if (settings.sound_enabled) playNotificationSound();
  showDesktopNotification(item, settings);
}
