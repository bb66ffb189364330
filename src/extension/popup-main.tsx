/** Entry of popup.html (the toolbar popup). */
import '../client/zod-jitless';
import { createRoot } from 'react-dom/client';
import { Popup } from './Popup';
import { createExtensionStorage } from './extension-storage';
import { createExtensionTransport } from './extension-transport';

const env = { transport: createExtensionTransport(), storage: createExtensionStorage() };
const now = () => new Date();

createRoot(document.getElementById('root')!).render(<Popup env={env} now={now} />);
