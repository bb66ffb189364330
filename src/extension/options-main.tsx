/** Entry of options.html (the extension's settings page). */
import '../client/zod-jitless';
import { createRoot } from 'react-dom/client';
import { Options } from './Options';
import { createExtensionStorage } from './extension-storage';
import { createExtensionTransport } from './extension-transport';

const env = { transport: createExtensionTransport(), storage: createExtensionStorage() };
const now = () => new Date();

createRoot(document.getElementById('root')!).render(<Options env={env} now={now} />);
