/** Entry of options.html (the extension's settings page). */
import { createRoot } from 'react-dom/client';
import { Options } from './Options';

createRoot(document.getElementById('root')!).render(<Options />);
