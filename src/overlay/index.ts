/** The overlay's public entry: mount it on a host element, then open/close it. */
export {
  mountOverlay,
  mountOverlayOnPage,
  type MountOverlayOptions,
  type OverlayHandle,
} from './mount-overlay';
