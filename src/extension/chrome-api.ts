/**
 * The few WebExtension APIs the extension uses, typed here instead of pulling in a types package.
 * Chrome (MV3) and Firefox both expose them under `chrome` and both return promises.
 */

export interface ChromeEvent<Listener> {
  addListener(listener: Listener): void;
  removeListener(listener: Listener): void;
}

export interface MessageSender {
  id?: string;
  /** The page (content script) or extension page that sent the message. */
  url?: string;
  tab?: { id?: number };
}

export type MessageListener = (
  message: unknown,
  sender: MessageSender,
  sendResponse: (response: unknown) => void,
) => boolean | undefined;

export interface ChromeApi {
  runtime: {
    id: string;
    getURL(path: string): string;
    getManifest(): { version: string; name: string };
    sendMessage(message: unknown): Promise<unknown>;
    onMessage: ChromeEvent<MessageListener>;
    openOptionsPage(): Promise<void>;
  };
  storage: {
    onChanged: ChromeEvent<(changes: Record<string, unknown>, areaName: string) => void>;
    local: {
      get(keys: string | string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string | string[]): Promise<void>;
    };
  };
  tabs: {
    query(query: { active?: boolean; windowId?: number }): Promise<{ id?: number }[]>;
    sendMessage(tabId: number, message: unknown): Promise<unknown>;
  };
  windows: {
    getLastFocused(query: { windowTypes?: string[] }): Promise<{ id?: number }>;
  };
  permissions: {
    request(permissions: { origins: string[] }): Promise<boolean>;
    contains(permissions: { origins: string[] }): Promise<boolean>;
    remove(permissions: { origins: string[] }): Promise<boolean>;
  };
}

export function chromeApi(): ChromeApi {
  return (globalThis as unknown as { chrome: ChromeApi }).chrome;
}
